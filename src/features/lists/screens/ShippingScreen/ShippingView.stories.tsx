import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ShippingInfo } from '@features/api';
import { ShippingView } from './ShippingView';

const kazanShipping: ShippingInfo = {
  location: { id: 7, code: 'kazan', name: 'Казань', nameAccusative: 'Казань' },
  zone: 'Поволжье',
  options: [
    {
      kind: 'courier',
      title: 'Курьером до двери',
      price: 390,
      freeFrom: 5000,
      minDays: 1,
      maxDays: 3,
    },
    { kind: 'pickup', title: 'Пункт выдачи', price: 0, freeFrom: null, minDays: 2, maxDays: 4 },
    { kind: 'post', title: 'Почта России', price: 290, freeFrom: null, minDays: 5, maxDays: 21 },
  ],
};

const meta = {
  title: 'Shop/Lists/ShippingScreen',
  component: ShippingView,
  args: {
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Доставка' }],
    state: { kind: 'ready', shipping: kazanShipping },
  },
} satisfies Meta<typeof ShippingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The city's ways with prices, free-from amounts and times. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Доставка в Казань' }),
    ).toBeVisible();
    await expect(canvas.getByText('1–3 дня · бесплатно от 5 000 ₽')).toBeVisible();
    await expect(canvas.getByText('Бесплатно')).toBeVisible();
    await expect(canvas.getByText('5–21 день')).toBeVisible();
  },
};

/** A city whose name changes after 'в': the heading declines it. */
export const DeclinedCityName: Story = {
  args: {
    state: {
      kind: 'ready',
      shipping: {
        ...kazanShipping,
        location: { id: 8, code: 'samara', name: 'Самара', nameAccusative: 'Самару' },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Доставка в Самару' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Загружаем способы доставки' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error', retry: fn() } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Упс! Что-то пошло не так!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
  },
};

export const NoOptions: Story = {
  args: { state: { kind: 'ready', shipping: { ...kazanShipping, options: [] } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'В этот город пока не доставляем' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
