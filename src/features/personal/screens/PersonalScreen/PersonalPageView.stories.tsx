import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PersonalPageView } from './PersonalPageView';

const profile = { id: 5, name: 'Анна', email: 'anna@example.ru', phone: null };

const meta = {
  title: 'Shop/Personal/PersonalPageView',
  component: PersonalPageView,
  args: { path: '/personal/', title: <h1>Личный кабинет</h1>, profile },
} satisfies Meta<typeof PersonalPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Здравствуйте, Анна!')).toBeVisible();
  },
};

/** The profile's facts; a missing phone is said in words. */
export const PrivateData: Story = {
  args: { path: '/personal/private/', title: <h1>Личные данные</h1> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('anna@example.ru')).toBeVisible();
    await expect(canvas.getByText('не указан')).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { path: '/personal/orders/', title: <h1>Мои заказы</h1> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Заказов пока нет' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/shop/',
    );
  },
};

export const Subscription: Story = {
  args: { path: '/personal/subscribe/', title: <h1>Подписка</h1> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/на адрес anna@example\.ru/)).toBeVisible();
  },
};

/** While the profile loads the greeting has no name yet. */
export const ProfileLoading: Story = {
  args: { profile: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Здравствуйте!')).toBeVisible();
  },
};
