import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ProductCard as ProductCardData } from '@features/api';
import { LONG_PRODUCT_NAME, productCard, productCards } from '../../testing/catalogFixtures';
import { ProductCardView } from '../ProductCard';
import { PRIORITY_CARDS, ProductGridView } from './ProductGridView';

const renderCard = (product: ProductCardData) => (
  <ProductCardView
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
  component: ProductGridView,
  parameters: { layout: 'fullscreen' },
  args: { products: productCards(10), renderCard, label: 'Товары раздела' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGridView>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (list: HTMLElement) =>
  getComputedStyle(list).gridTemplateColumns.split(' ').length;

/** How each card's picture is asked for, in the grid's order. */
const pictureLoading = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('img'), (image) => ({
    loading: image.getAttribute('loading'),
    fetchpriority: image.getAttribute('fetchpriority'),
  }));

const AT_ONCE = { loading: 'eager', fetchpriority: 'high' };
const LAZILY = { loading: 'lazy', fetchpriority: null };

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

/**
 * Issue 11: the first row (two cards on a phone, in view when the page opens and holding its
 * largest paint) asks for its pictures at once and first; the next rows wait until scrolled near.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { products: productCards(4) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Товары раздела' });
    await expect(columnsOf(list)).toBe(2);
    await expect(PRIORITY_CARDS).toBe(columnsOf(list));
    await expect(pictureLoading(list)).toEqual([AT_ONCE, AT_ONCE, LAZILY, LAZILY]);
  },
};

/** A grid further down the page (a product's related products): every picture waits. */
export const FurtherDown: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { products: productCards(4), priority: false, label: 'Похожие товары' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Похожие товары' });
    await expect(pictureLoading(list)).toEqual([LAZILY, LAZILY, LAZILY, LAZILY]);
  },
  parameters: { visual: { skipReason: 'Looks like Mobile; only how pictures load differs.' } },
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

/**
 * Issue 9 point 15: on a phone a usual name ('Алмазная картина «Горы в тумане» 40x50') shows
 * whole in three lines; a longer one is cut after the third.
 */
export const MobileNames: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    products: [
      productCard(1, { name: 'Алмазная картина «Горы в тумане» 40x50' }),
      productCard(2, { name: LONG_PRODUCT_NAME }),
    ],
  },
  play: async ({ canvas }) => {
    const usual = canvas.getByRole('link', { name: 'Алмазная картина «Горы в тумане» 40x50' });
    await expect(usual.scrollHeight).toBeLessThanOrEqual(usual.clientHeight);
  },
};
