import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { OrderDetail } from '@features/api';
import { StoryShop } from '@features/catalog/testing';
import { orderDetail } from '../../testing';
import { OrderScreen } from './OrderScreen';

const goTo = fn();

/** The order calls of the cabinet, answered in memory; `state.order` is what the server holds. */
function orderServer(initial: OrderDetail) {
  const state = { order: initial };
  return [
    http.get('/api/personal/orders/:orderId', ({ params }) =>
      Number(params.orderId) === state.order.id
        ? HttpResponse.json({ result: state.order })
        : HttpResponse.json(
            { error: { code: 'NOT_FOUND', message: 'Заказ не найден' } },
            { status: 404 },
          ),
    ),
    http.post('/api/personal/orders/:orderId/pay', () =>
      HttpResponse.json({ result: { confirmationUrl: '/payment/test/pay-1024/' } }),
    ),
    http.post('/api/personal/orders/:orderId/cancel', () => {
      state.order = { ...state.order, status: 'cancelled', canPay: false, canCancel: false };
      return HttpResponse.json({ result: state.order });
    }),
    http.post('/api/personal/orders/:orderId/repeat', () =>
      HttpResponse.json({ result: { added: 2, problems: [] } }),
    ),
  ];
}

const meta = {
  title: 'Shop/Personal/OrderScreen',
  component: OrderScreen,
  args: { goTo },
  beforeEach({ msw }) {
    goTo.mockClear();
    msw.use(...orderServer(orderDetail()));
  },
  decorators: [
    (Story) => (
      <StoryShop url="/personal/orders/1024/" path="/personal/orders/:orderId/">
        {Story()}
      </StoryShop>
    ),
  ],
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 15: 'Оплатить' asks the server for a payment and leaves for its confirmation page. */
export const PayAgain: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/payment/test/pay-1024/'));
  },
};

/** A confirmed cancellation reloads the order: cancelled, nothing to pay. */
export const Cancel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Отменить заказ' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Отменить заказ',
      }),
    );
    await expect(await canvas.findByText('Отменён')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Заказ отменён');
    await expect(canvas.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
  },
};

/** 'Повторить заказ' puts the lines back and links to the basket. */
export const Repeat: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Повторить заказ' }));
    const notice = within(await canvas.findByRole('status'));
    await expect(notice.getByText('Товары добавлены в корзину')).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Перейти в корзину' })).toBeVisible();
  },
};

/** Another shopper's order id: the server's 404 reads 'Заказ не найден'. */
export const SomeoneElsesOrder: Story = {
  beforeEach({ msw }) {
    msw.use(...orderServer(orderDetail({ id: 77 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Заказ не найден' })).toBeVisible();
  },
};

/** The server refuses to cancel: its message is shown and the order stays as it was. */
export const CancelRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/personal/orders/:orderId/cancel', () =>
        HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'Отправленный заказ нельзя отменить' } },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Отменить заказ' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Отменить заказ',
      }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Отправленный заказ нельзя отменить',
    );
    await expect(canvas.getAllByText('Принят')[0]).toBeVisible();
  },
};
