import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { StoryShop } from '@features/catalog/testing';
import { StockNotice } from './StockNotice';

const NAME = 'Набор для вышивания крестиком «Снегири»';
let requests: unknown[] = [];

const meta = {
  title: 'Shop/StockNotice/StockNoticeContainer',
  component: StockNotice,
  args: { productId: 7, productName: NAME },
  beforeEach({ msw }) {
    requests = [];
    msw.use(
      http.post('/api/stock-notices', async ({ request }) => {
        const body = (await request.json()) as { email?: string };
        requests.push(body);
        return HttpResponse.json({ result: { email: body.email ?? 'anna@example.ru' } });
      }),
    );
  },
  decorators: [
    (Story) => (
      <StoryShop>
        <div style={{ width: 260 }}>{Story()}</div>
      </StoryShop>
    ),
  ],
} satisfies Meta<typeof StockNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's whole way: the address, the consent, the call, «Сообщим, когда товар появится» in the dialog and on the card. */
export const GuestSubscribes: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Сообщить о поступлении/ }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Сообщить о поступлении' });
    await userEvent.type(within(dialog).getByLabelText('Электронная почта'), 'guest@example.ru');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Я даю согласие/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сообщить' }));
    const done = await body.findByRole('dialog', { name: 'Сообщим, когда товар появится' });
    await expect(done).toHaveTextContent(
      `Письмо о поступлении товара «${NAME}» придёт на guest@example.ru.`,
    );
    await expect(requests).toEqual([{ productId: 7, email: 'guest@example.ru', consent: true }]);
    await userEvent.click(within(done).getByRole('button', { name: 'Хорошо' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Сообщим, когда товар появится');
  },
};
