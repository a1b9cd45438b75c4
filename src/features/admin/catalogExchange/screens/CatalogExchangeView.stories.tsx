import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { blurActive } from '../testing';
import { CatalogExchangeView } from './CatalogExchangeView';

const meta = {
  title: 'Admin/CatalogExchange/CatalogExchangeView',
  component: CatalogExchangeView,
  args: {
    children: <p>Карточки обмена</p>,
    onRetry: fn(),
  },
} satisfies Meta<typeof CatalogExchangeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's heading and lead, then the cards. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Обмен каталога CSV' }),
    ).toBeVisible();
    await expect(canvas.getByText('Карточки обмена')).toBeVisible();
  },
};

/** While getData is on its way. */
export const Loading: Story = {
  args: { loading: true, children: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Загружаем данные обмена');
  },
};

/** getData failed: the server's text and a retry. */
export const LoadError: Story = {
  args: { loadError: 'Внутренняя ошибка сервера', children: null },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Не удалось загрузить данные обмена' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** The retry is on its way. */
export const Retrying: Story = {
  args: { loadError: 'Внутренняя ошибка сервера', refreshing: true, children: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** At phone width the lead and the error wrap. */
export const MobileError: Story = {
  args: { loadError: 'Проверьте связь и попробуйте ещё раз.', children: null },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};
