import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { KitPrice } from './KitPrice';

const meta = {
  title: 'Shop/PhotoKit/KitPrice',
  component: KitPrice,
  args: {
    price: 2590,
    canAdd: true,
    adding: false,
    added: false,
    error: null,
    onAdd: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KitPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 16: the chart is ready: the price and 'В корзину'. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Цена')).toBeVisible();
    await expect(canvas.getByText('2 590 ₽')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'В корзину' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** No photo or no chart yet: the price is shown, the button waits. */
export const NotReady: Story = {
  args: { canAdd: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toBeDisabled();
  },
};

/** A size on sale: the old price struck through. */
export const Discounted: Story = {
  args: { price: 3590, oldPrice: 4190 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 190 ₽')).toBeVisible();
  },
};

/**
 * issue 16, issue 24 point 3: the photo and the kit go up to the basket: the button is busy and
 * says what happens meanwhile (a 16 MB photo takes seconds), not a bare spinner.
 */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Отправляем фото и сверяем схему…');
  },
};

/** issue 16: the kit is in the basket, with the way there. */
export const Added: Story = {
  args: { added: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Набор в корзине');
    await expect(canvas.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/personal/order/make/',
    );
  },
};

/** issue 16: the server refused the kit: its own words under the button. */
export const ServerError: Story = {
  args: { error: 'Схема не совпала с предпросмотром. Обновите страницу и попробуйте ещё раз' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Схема не совпала с предпросмотром. Обновите страницу и попробуйте ещё раз',
    );
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toBeEnabled();
  },
};
