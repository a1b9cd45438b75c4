import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ProductCard as ProductCardData } from '@features/api';
import { ProductCardView } from '@features/catalog';
import { listSorts, productCards } from '@features/catalog/testing';
import { SearchView } from './SearchView';

const renderCard = (product: ProductCardData) => (
  <ProductCardView
    product={product}
    favorite={false}
    quantity={0}
    onToggleFavorite={fn()}
    onAddToBasket={fn()}
    onQuantityChange={fn()}
  />
);

const meta = {
  title: 'Shop/Search/SearchScreen',
  component: SearchView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Результаты поиска «мозайка»',
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Поиск' }],
    url: '/search/?q=мозайка',
    data: {
      query: 'мозайка',
      sort: 'popularity',
      sorts: listSorts('/search/?q=мозайка'),
      totalIsCapped: false,
      correctedQuery: 'мозаика',
      notice: 'Показаны результаты по запросу «мозаика»',
      sections: [{ id: 12, name: 'Алмазная мозаика', url: '/shop/almaznaya-mozaika/' }],
      products: productCards(8),
      pagination: { page: 1, pageCount: 3, pageSize: 24, total: 57 },
    },
    renderCard,
    onNavigate: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof SearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A corrected query: the note says what was searched; pages keep the query. */
export const CorrectedQuery: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Показаны результаты по запросу «мозаика»',
    );
    await expect(canvas.getByText('Найдено 57 товаров')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'href',
      '/search/page/2/?q=%D0%BC%D0%BE%D0%B7%D0%B0%D0%B9%D0%BA%D0%B0',
    );
  },
};

/** Issue 9 point 18: the heading names the query, the count and the order follow it. */
export const Found: Story = {
  args: {
    title: 'Результаты поиска «кисти»',
    url: '/search/?q=кисти',
    data: {
      query: 'кисти',
      sort: 'popularity',
      sorts: listSorts('/search/?q=кисти'),
      totalIsCapped: false,
      correctedQuery: null,
      notice: null,
      sections: [],
      products: productCards(3),
      pagination: { page: 1, pageCount: 1, pageSize: 24, total: 3 },
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Результаты поиска «кисти»',
    );
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
    await expect(canvas.getByText('Найдено 3 товара')).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Сортировка' }),
      'Сначала дорогие',
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/search/?q=кисти&sort=price_desc');
  },
};

export const NothingFound: Story = {
  args: {
    title: 'Результаты поиска «квантовый флюксатор»',
    data: {
      query: 'квантовый флюксатор',
      sort: 'popularity',
      sorts: listSorts('/search/?q=квантовый флюксатор'),
      totalIsCapped: false,
      correctedQuery: null,
      notice: null,
      sections: [],
      products: [],
      pagination: { page: 1, pageCount: 0, pageSize: 24, total: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(canvas.getByText(/По запросу «квантовый флюксатор»/)).toBeVisible();
  },
};

/** More matches than the server pages through: the total reads as a limit. */
export const ManyMatches: Story = {
  args: {
    title: 'Результаты поиска «набор»',
    data: {
      query: 'набор',
      sort: 'popularity',
      sorts: listSorts('/search/?q=набор'),
      totalIsCapped: true,
      correctedQuery: null,
      notice: null,
      sections: [],
      products: productCards(4),
      pagination: { page: 1, pageCount: 50, pageSize: 24, total: 1200 },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Найдено 1200+ товаров. Уточните запрос, чтобы увидеть остальные.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
