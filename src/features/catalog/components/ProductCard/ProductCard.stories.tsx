import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { productCard } from '../../testing/catalogFixtures';
import { fakeBasket } from '../../testing/fakeBasket';
import { StoryShop } from '../../testing/StoryShop';
import { ProductCard } from './ProductCard';

const product = productCard(2, { isNew: false, old_price: null });
let basket = fakeBasket([product]);

const meta = {
  title: 'Shop/Catalog/ProductCardContainer',
  component: ProductCard,
  args: { product },
  beforeEach({ msw }) {
    basket = fakeBasket([product]);
    msw.use(...basket.handlers);
  },
  decorators: [
    (Story) => (
      <StoryShop>
        <div style={{ width: 260 }}>{Story()}</div>
      </StoryShop>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'В корзину' calls add (R-BASKET-2), the basket is reloaded and the card shows the stepper. */
export const AddToBasket: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'В корзину' }));
    await expect(await canvas.findByLabelText('Количество: 1')).toBeVisible();
    await expect(basket.requests).toEqual([{ call: 'add', body: { productId: 2, quantity: 1 } }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Увеличить количество' }));
    await expect(await canvas.findByLabelText('Количество: 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Уменьшить количество' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Убрать из корзины' }));
    await expect(await canvas.findByRole('button', { name: 'В корзину' })).toBeVisible();
    await expect(basket.requests.map((request) => request.call)).toEqual([
      'add',
      'updateQuantity',
      'updateQuantity',
      'remove',
    ]);
  },
};

/** From the keyboard: Enter on 'В корзину' adds, and the stepper's plus takes the focus for the next. */
export const AddFromKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    (await canvas.findByRole('button', { name: 'В корзину' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByLabelText('Количество: 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Увеличить количество' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByLabelText('Количество: 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Увеличить количество' })).toHaveFocus();
  },
  parameters: { visual: { skipReason: 'Ends as AddToBasket does; the focus is what it tests.' } },
};

/** R-FAV-2: the heart adds the product to the favorites and a second press removes it. */
export const ToggleFavorite: Story = {
  play: async ({ canvas, userEvent }) => {
    const heart = canvas.getByRole('button', { name: `В избранное: ${product.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  },
};
