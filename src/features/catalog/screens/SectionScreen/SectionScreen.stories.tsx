import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import type { CatalogProductCard } from '@features/api';
import { ProductCard } from '../../components/ProductCard';
import { LONG_PRODUCT_NAME } from '../../testing/catalogFixtures';
import { sectionData } from '../../testing/sectionFixtures';
import { SectionScreen } from './SectionScreen';

const renderCard = (product: CatalogProductCard) => (
  <ProductCard
    product={product}
    favorite={false}
    quantity={0}
    onToggleFavorite={fn()}
    onAddToBasket={fn()}
    onQuantityChange={fn()}
  />
);

const breadcrumbs = [
  { label: 'Главная', href: '/' },
  { label: 'Каталог', href: '/shop/' },
  { label: 'Алмазная мозаика' },
];

const meta = {
  title: 'Shop/Catalog/SectionScreen',
  component: SectionScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Алмазная мозаика 40x50',
    breadcrumbs,
    data: sectionData(),
    url: '/shop/almaznaya-mozaika/razmer-40x50/page/2/',
    onNavigate: fn(),
    renderCard,
    compact: false,
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof SectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the filter beside the grid, the count, sort, chips, pages and relinks. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByText('1204 товара')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Убрать фильтр Размер: 40x50' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/razmer-40x50/page/3/',
    );
    await expect(canvas.getByRole('link', { name: 'Страница 1' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/razmer-40x50/',
    );
    await userEvent.type(canvas.getByLabelText('до'), '2500');
    await userEvent.click(canvas.getByRole('button', { name: 'Применить' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/shop/almaznaya-mozaika/razmer-40x50/?price_to=2500',
    );
  },
};

/** The whole catalogue (/shop/): top sections instead of subsections, nothing chosen. */
export const CatalogueRoot: Story = {
  args: {
    title: 'Каталог',
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Каталог' }],
    url: '/shop/',
    data: sectionData({
      section: null,
      selected: [],
      resetUrl: '/shop/',
      relinks: [],
      tags: [],
      pagination: { page: 1, pageCount: 1, pageSize: 24, total: 8 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Разделы каталога' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Выбранные фильтры' })).not.toBeInTheDocument();
  },
};

/** A price range shows as a chip too; its link drops only the price. */
export const WithPriceRange: Story = {
  args: {
    url: '/shop/almaznaya-mozaika/razmer-40x50/?price_from=1000&price_to=3000',
    data: sectionData({ price: { min: 390, max: 6890, from: 1000, to: 3000 } }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Убрать фильтр Цена: 1 000 ₽ – 3 000 ₽' }),
    ).toHaveAttribute('href', '/shop/almaznaya-mozaika/razmer-40x50/');
  },
};

/** Nothing matches the choice: 'Ничего не найдено' with a way back. */
export const Empty: Story = {
  args: {
    data: sectionData({
      products: [],
      pagination: { page: 1, pageCount: 0, pageSize: 24, total: 0 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(canvas.getByText('0 товаров')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Сбросить фильтры' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/',
    );
  },
};

export const LongTexts: Story = {
  args: {
    title:
      'Алмазная мозаика на подрамнике с полной выкладкой круглыми стразами для взрослых и детей',
    data: sectionData({
      products: sectionData().products.map((product) => ({ ...product, name: LONG_PRODUCT_NAME })),
    }),
  },
};

/** Phones: the filter opens in a drawer from the 'Фильтры (1)' button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { compact: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /20x30/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/shop/almaznaya-mozaika/razmer-20x30/');
    await expect(
      within(drawer).getByRole('button', { name: 'Показать 1204 товара' }),
    ).toBeVisible();
  },
};
