import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { ReviewRequest, UserInfo } from '@features/api';
import { productCard } from '../../testing/catalogFixtures';
import { fakeBasket } from '../../testing/fakeBasket';
import { productPageData, review } from '../../testing/productFixtures';
import { pageJson } from '../../testing/sectionFixtures';
import { StoryShop } from '../../testing/StoryShop';
import { ProductScreen } from './ProductScreen';

const data = productPageData();
const URL = data.product.url;
const member: UserInfo = {
  authorized: true,
  hash: 'u1',
  admin: false,
  editor: false,
  name: 'Светлана',
};

const meta = {
  title: 'Shop/Catalog/ProductPage',
  component: ProductScreen,
  parameters: { layout: 'fullscreen' },
  args: { page: pageJson('product', data.product.name, data, URL) },
  beforeEach({ msw }) {
    const basket = fakeBasket([productCard(101, { price: 1592, name: data.product.name })]);
    msw.use(
      ...basket.handlers,
      http.get('/api/user/info', () => HttpResponse.json({ result: member })),
      http.post('/api/reviews', async ({ request }) => {
        const body = (await request.json()) as ReviewRequest;
        return HttpResponse.json({
          result: review(99, { author: 'Светлана', rating: body.rating, text: body.text }),
        });
      }),
    );
  },
  decorators: [
    (Story) => (
      <StoryShop url={URL}>
        <div style={{ padding: 16 }}>{Story()}</div>
      </StoryShop>
    ),
  ],
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-BASKET-2: 'В корзину' adds one piece; the stepper then shows what the basket holds. */
export const AddToBasket: Story = {
  play: async ({ canvas, userEvent }) => {
    const buy = canvas.getByRole('region', { name: 'Покупка' });
    await userEvent.click(await within(buy).findByRole('button', { name: 'В корзину' }));
    await expect(await within(buy).findByLabelText('Количество: 1')).toBeVisible();
  },
};

/** A signed-in shopper's review is published at once and leads the list. */
export const PublishReview: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Новый отзыв' });
    await userEvent.click(within(form).getByText('5 звёзд'));
    await userEvent.type(within(form).getByLabelText('Текст отзыва'), 'Собрала за выходные!');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Я даю согласие/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить отзыв' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ваш отзыв опубликован');
    const first = canvas.getAllByRole('article', { name: /^Отзыв:/ })[0];
    await expect(first).toHaveTextContent('Собрала за выходные!');
    await expect(canvas.getByText(/4 отзыва/)).toBeVisible();
  },
};
