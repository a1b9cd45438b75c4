import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadges } from './OrderStatusBadges';

const meta = {
  title: 'Shop/Personal/OrderStatusBadges',
  component: OrderStatusBadges,
  args: { status: 'new', paymentState: 'pending' },
} satisfies Meta<typeof OrderStatusBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 15: a card order waiting for its payment. */
export const AwaitingPayment: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Принят')).toBeVisible();
    await expect(canvas.getByText('Ожидает оплаты')).toBeVisible();
  },
};

export const Paid: Story = {
  args: { status: 'processing', paymentState: 'paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Собирается')).toBeVisible();
    await expect(canvas.getByText('Оплачен')).toBeVisible();
  },
};

export const PaymentFailed: Story = {
  args: { paymentState: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Оплата не прошла')).toBeVisible();
  },
};

export const ShippedOnReceipt: Story = {
  args: { status: 'shipped', paymentState: 'on_receipt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Отправлен')).toBeVisible();
    await expect(canvas.getByText('Оплата при получении')).toBeVisible();
  },
};

export const Done: Story = {
  args: { status: 'done', paymentState: 'paid' },
};

/** A cancelled order that was never paid says only that it is cancelled. */
export const Cancelled: Story = {
  args: { status: 'cancelled', paymentState: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Отменён')).toBeVisible();
    await expect(canvas.queryByText('Оплата не прошла')).not.toBeInTheDocument();
  },
};
