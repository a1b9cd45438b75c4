import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { orderSummary } from '../../testing';
import { OrderCard } from './OrderCard';

const meta = {
  title: 'Shop/Personal/OrderCard',
  component: OrderCard,
  args: { order: orderSummary(1024) },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 15 point 5: number (a link to the order), date, pieces, status, payment and total. */
export const AwaitingPayment: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Заказ № 1024' })).toHaveAttribute(
      'href',
      '/personal/orders/1024/',
    );
    await expect(canvas.getByText(/3 товара/)).toHaveTextContent('от 20 ноября 2026 · 3 товара');
    await expect(canvas.getByText('Ожидает оплаты')).toBeVisible();
    await expect(canvas.getByText('3 470 ₽')).toBeVisible();
  },
};

export const Paid: Story = {
  args: { order: orderSummary(1025, { status: 'shipped', paymentState: 'paid', itemsCount: 1 }) },
};

export const Cancelled: Story = {
  args: { order: orderSummary(1026, { status: 'cancelled', paymentState: 'failed' }) },
};

/** A big order on a phone: the total stays on the number's line. */
export const Mobile: Story = {
  args: { order: orderSummary(2147483, { total: 1234567.5, itemsCount: 125 }) },
  globals: { viewport: { value: 'mobile' } },
};
