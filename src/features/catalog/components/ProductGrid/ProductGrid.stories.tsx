import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ProductCard as ProductCardData } from '@features/api';
import { LONG_PRODUCT_NAME, productCard, productCards } from '../../testing/catalogFixtures';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from './ProductGrid';

const renderCard = (product: ProductCardData) => (
  <ProductCard
    product={product}
    favorite={product.id % 5 === 0}
    quantity={product.id === 3 ? 1 : 0}
    onToggleFavorite={fn()}
    onAddToBasket={fn()}
    onQuantityChange={fn()}
  />
);

const meta = {
  title: 'Shop/Catalog/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'fullscreen' },
  args: { products: productCards(10), renderCard, label: 'Товары раздела' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (list: HTMLElement) =>
  getComputedStyle(list).gridTemplateColumns.split(' ').length;

/** Four columns on a 1280 px screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Товары раздела' });
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    await expect(columnsOf(list)).toBe(4);
  },
};

export const BesideFilter: Story = {
  args: { narrow: true },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list', { name: 'Товары раздела' }))).toBe(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { products: productCards(4) },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list', { name: 'Товары раздела' }))).toBe(2);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { products: productCards(6) },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list', { name: 'Товары раздела' }))).toBe(3);
  },
};

/** Rows keep one height: a long name does not push its neighbours' buttons out of line. */
export const LongNames: Story = {
  args: {
    products: [
      productCard(1, { name: LONG_PRODUCT_NAME }),
      productCard(2),
      productCard(3, { name: `${LONG_PRODUCT_NAME} с рамой` }),
      productCard(4),
    ],
  },
};
