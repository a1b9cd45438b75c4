import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LONG_PRODUCT_NAME, productCard } from '../../testing/catalogFixtures';
import { StoryShop } from '../../testing/StoryShop';
import { ProductCardView } from './ProductCardView';

const meta = {
  title: 'Shop/Catalog/ProductCard',
  component: ProductCardView,
  args: {
    product: productCard(2, { isNew: false, old_price: null }),
    favorite: false,
    quantity: 0,
    onToggleFavorite: fn(),
    onAddToBasket: fn(),
    onQuantityChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getByRole('article', { name: args.product.name });
    await expect(card).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.product.name })).toHaveAttribute(
      'href',
      args.product.url,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'В корзину' }));
    await expect(args.onAddToBasket).toHaveBeenCalledOnce();
    // Outside a grid's first row the picture waits until it comes near the viewport.
    await expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

export const New: Story = {
  args: { product: productCard(1, { isNew: true, old_price: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Новинка')).toBeVisible();
  },
};

/** The old price is struck through and the badge shows the whole-percent saving. */
export const Discounted: Story = {
  args: { product: productCard(4, { price: 1592, old_price: 1990, isNew: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−20 %')).toBeVisible();
    await expect(canvas.getByText(/Старая цена/).closest('s')).toHaveTextContent('1 990');
  },
};

export const NewAndDiscounted: Story = {
  args: { product: productCard(5, { price: 750, old_price: 1000, isNew: true }) },
};

/** Issue 26 point 3: out of stock, the card says so and offers the notice instead of 'В корзину'. */
export const SoldOut: Story = {
  args: { product: productCard(6, { isNew: false, old_price: null, available: false }) },
  decorators: [(Story) => <StoryShop>{Story()}</StoryShop>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет в наличии')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Сообщить о поступлении/ })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
  },
};

/** On a phone's narrow card the notice button wraps its label and stays inside the card. */
export const SoldOutMobile: Story = {
  ...SoldOut,
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <StoryShop>
        <div style={{ width: 165 }}>{Story()}</div>
      </StoryShop>
    ),
  ],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article').getBoundingClientRect();
    const notice = canvas
      .getByRole('button', { name: /Сообщить о поступлении/ })
      .getBoundingClientRect();
    await expect(notice.right).toBeLessThanOrEqual(card.right);
    await expect(card.width).toBe(165);
  },
};

/** Once in the basket, 'В корзину' becomes the stepper. */
export const InBasket: Story = {
  args: { quantity: 2 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Количество: 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Увеличить количество' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
  },
};

export const Favorite: Story = {
  args: { favorite: true },
  play: async ({ canvas, args, userEvent }) => {
    const heart = canvas.getByRole('button', { name: `В избранное: ${args.product.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleFavorite).toHaveBeenCalledOnce();
  },
};

/** The name stops after two lines; the link keeps the whole name. */
export const LongName: Story = {
  args: { product: productCard(3, { name: LONG_PRODUCT_NAME }) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: LONG_PRODUCT_NAME });
    await waitFor(() => expect(link.scrollHeight).toBeGreaterThan(link.clientHeight));
  },
};

export const NoPicture: Story = {
  args: { product: productCard(6, { image: null }) },
};

export const Adding: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const OutOfStock: Story = {
  args: { basketError: 'Товара «Картина по номерам «Ночной город» 30x40» нет в наличии' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('нет в наличии');
  },
};

/** A kit from the shopper's photo goes into the basket with its photo: the card leads to its page. */
export const MadeFromPhoto: Story = {
  args: {
    product: productCard(7, { name: 'Алмазная мозаика по фото 20x30', madeFromPhoto: true }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Выберите фото' })).toHaveAttribute(
      'href',
      args.product.url,
    );
    await expect(canvas.queryByRole('button', { name: 'В корзину' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 165 }}>{Story()}</div>],
  args: { product: productCard(4, { name: LONG_PRODUCT_NAME }) },
};

/** Outside a grid the picture waits until scrolled near, unless the card is told it opens the page. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
  parameters: { visual: { skipReason: 'Looks like Default; only how the picture loads differs.' } },
};
