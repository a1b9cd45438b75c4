import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageTitle } from '@features/page';
import { orderSummary, profile } from '../../testing';
import { PersonalHomeView } from './PersonalHomeView';

const meta = {
  title: 'Shop/Personal/PersonalHomeView',
  component: PersonalHomeView,
  args: {
    title: <PageTitle title="Личный кабинет" />,
    profile,
    orders: [
      orderSummary(1031),
      orderSummary(1030, { status: 'shipped', paymentState: 'paid', total: 12990 }),
      orderSummary(1029, { status: 'done', payment: 'on_receipt', paymentState: 'on_receipt' }),
    ],
  },
} satisfies Meta<typeof PersonalHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 15 point 5: a greeting, the latest orders and a link to each cabinet page. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Здравствуйте, Анна!')).toBeVisible();
    const latest = within(canvas.getByRole('list', { name: 'Последние заказы' }));
    await expect(latest.getAllByRole('listitem')).toHaveLength(3);
    await expect(latest.getByRole('link', { name: 'Заказ № 1031' })).toHaveAttribute(
      'href',
      '/personal/orders/1031/',
    );
    await expect(canvas.getByRole('link', { name: 'Все заказы' })).toHaveAttribute(
      'href',
      '/personal/orders/',
    );
    await expect(canvas.getByRole('link', { name: /Подписка/ })).toHaveAttribute(
      'href',
      '/personal/subscribe/',
    );
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Заказов пока нет.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/shop/',
    );
  },
};

/** While the profile and the orders load. */
export const Loading: Story = {
  args: { profile: null, orders: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Здравствуйте!')).toBeVisible();
  },
};

export const OrdersFailed: Story = {
  args: { orders: null, ordersFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Не удалось загрузить заказы.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
