import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PageTitle } from '@features/page';
import { orderPage, orderSummary } from '../../testing';
import { OrdersView } from './OrdersView';

const orders = orderPage(
  [
    orderSummary(1031, { status: 'new', paymentState: 'pending' }),
    orderSummary(1030, { status: 'processing', paymentState: 'paid', total: 12990, itemsCount: 7 }),
    orderSummary(1029, { status: 'shipped', payment: 'on_receipt', paymentState: 'on_receipt' }),
    orderSummary(1028, { status: 'done', paymentState: 'paid', total: 650, itemsCount: 1 }),
    orderSummary(1027, { status: 'cancelled', paymentState: 'failed' }),
  ],
  1,
  3,
);

const meta = {
  title: 'Shop/Personal/OrdersView',
  component: OrdersView,
  args: {
    title: (
      <PageTitle
        title="Мои заказы"
        breadcrumbs={[
          { label: 'Главная', href: '/' },
          { label: 'Личный кабинет', href: '/personal/' },
          { label: 'Мои заказы' },
        ]}
      />
    ),
    orders,
    onRetry: fn(),
  },
} satisfies Meta<typeof OrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 15 point 5: the orders, newest first, each with status and payment; pages below. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Заказы' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(items[0]!).getByRole('link', { name: 'Заказ № 1031' })).toBeVisible();
    await expect(within(items[4]!).getByText('Отменён')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute(
      'href',
      '/personal/orders/page/2/',
    );
  },
};

/** The second page: page 1 is the base url. */
export const SecondPage: Story = {
  args: { orders: { ...orders, page: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute(
      'href',
      '/personal/orders/',
    );
  },
};

/** Issue 15: 'Заказов пока нет' with a link to the catalogue. */
export const Empty: Story = {
  args: { orders: orderPage([], 1, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Заказов пока нет' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/shop/',
    );
  },
};

/** A page past the last one. */
export const PastTheEnd: Story = {
  args: { orders: { items: [], page: 9, pages: 3, total: 45 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'К первой странице' })).toHaveAttribute(
      'href',
      '/personal/orders/',
    );
  },
};

export const Loading: Story = {
  args: { orders: null },
};

export const Failed: Story = {
  args: { orders: null, failed: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить заказы.');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Twenty orders, as a full page has. */
export const LongList: Story = {
  args: {
    orders: orderPage(
      Array.from({ length: 20 }, (_, n) =>
        orderSummary(1100 - n, { status: n % 3 ? 'done' : 'shipped', paymentState: 'paid' }),
      ),
      1,
      12,
    ),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
