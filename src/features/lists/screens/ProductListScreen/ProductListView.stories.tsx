import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { listSorts, productCards } from '@features/catalog/testing';
import { storyCard } from '../../testing';
import { ProductListView } from './ProductListView';

const meta = {
  title: 'Shop/Lists/ProductListScreen',
  component: ProductListView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Новинки',
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Новинки' }],
    url: '/new/page/2/',
    data: {
      list: 'new',
      sectionCode: null,
      sectionName: null,
      sort: 'new',
      sorts: listSorts('/new/', 'new'),
      products: productCards(8),
      pagination: { page: 2, pageCount: 4, pageSize: 24, total: 90 },
    },
    renderCard: storyCard,
    onNavigate: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewProducts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('90 товаров')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/new/');
    await expect(canvas.getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/new/page/3/',
    );
  },
};

/** Issue 9 point 18: the catalogue's sort control; choosing an order opens its url. */
export const Sorting: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const sort = canvas.getByRole('combobox', { name: 'Сортировка' });
    await expect(sort).toHaveValue('new');
    await userEvent.selectOptions(sort, 'Сначала дешёвые');
    await expect(args.onNavigate).toHaveBeenCalledWith('/new/?sort=price_asc');
  },
};

export const DiscountsOfSection: Story = {
  args: {
    title: 'Скидки: Алмазная мозаика',
    url: '/discounts/almaznaya-mozaika/',
    data: {
      list: 'discounts',
      sectionCode: 'almaznaya-mozaika',
      sectionName: 'Алмазная мозаика',
      sort: 'popularity',
      sorts: listSorts('/discounts/almaznaya-mozaika/'),
      products: productCards(3, 30),
      pagination: { page: 1, pageCount: 1, pageSize: 24, total: 3 },
    },
  },
};

export const Empty: Story = {
  args: {
    data: {
      list: 'discounts',
      sectionCode: null,
      sectionName: null,
      sort: 'popularity',
      sorts: listSorts('/discounts/'),
      products: [],
      pagination: { page: 1, pageCount: 0, pageSize: 24, total: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Здесь пока пусто' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/shop/',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
