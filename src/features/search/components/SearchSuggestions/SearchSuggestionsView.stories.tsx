import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { productCards } from '@features/catalog/testing';
import { StockNoticeView } from '@features/stockNotice/testing';
import { SearchSuggestionsView } from './SearchSuggestionsView';

const suggestions = {
  redirect: null,
  query: 'алмазная мозайка',
  correctedQuery: 'алмазная мозаика',
  sections: [
    { id: 12, name: 'Алмазная мозаика', url: '/shop/almaznaya-mozaika/' },
    { id: 13, name: 'Алмазная мозаика на подрамнике', url: '/shop/na-podramnike/' },
  ],
  products: productCards(5),
};

const meta = {
  title: 'Shop/Search/SearchSuggestionsView',
  component: SearchSuggestionsView,
  args: { state: { kind: 'ready', suggestions } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof SearchSuggestionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections first, then products with prices, then the link to all results. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('«алмазная мозаика»')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Алмазная мозаика' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/',
    );
    await expect(canvas.getByRole('link', { name: 'Все результаты' })).toHaveAttribute(
      'href',
      `/search/?q=${encodeURIComponent('алмазная мозайка')}`,
    );
  },
};

/**
 * Issue 26 point 3: an out-of-stock product says «Нет в наличии» and offers the notice under its
 * link (the container draws it through the one decision, BuyOrNotify).
 */
export const OutOfStock: Story = {
  args: {
    state: {
      kind: 'ready',
      suggestions: {
        ...suggestions,
        products: productCards(3).map((card, index) => ({ ...card, available: index !== 1 })),
      },
    },
    renderAction: (product) =>
      product.available ? null : (
        <StockNoticeView
          productName={product.name}
          signedIn={false}
          state={{ kind: 'idle' }}
          onSubscribe={fn()}
          size="s"
        />
      ),
  },
  play: async ({ canvas }) => {
    const products = within(canvas.getByRole('region', { name: 'Товары' }));
    await expect(products.getAllByText('Нет в наличии')).toHaveLength(1);
    await expect(products.getAllByRole('button', { name: /Сообщить о поступлении/ })).toHaveLength(
      1,
    );
  },
};

export const Idle: Story = {
  args: { state: { kind: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Начните вводить запрос')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Ищем…' })).toBeInTheDocument();
  },
};

export const NothingFound: Story = {
  args: {
    state: {
      kind: 'ready',
      suggestions: { ...suggestions, correctedQuery: null, sections: [], products: [] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ничего не найдено')).toBeVisible();
  },
};

/** A query with a direct transition (spec §3): one link to its page. */
export const DirectTransition: Story = {
  args: { state: { kind: 'redirect', query: 'скидки', url: '/discounts/' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Перейти к странице по запросу «скидки»' }),
    ).toHaveAttribute('href', '/discounts/');
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить подсказки');
  },
};

/** Issue 9 point 15: a phone shows product names whole, over two lines where needed. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    for (const { name } of suggestions.products) {
      const text = canvas.getByText(name);
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
      await expect(text.scrollHeight).toBeLessThanOrEqual(text.clientHeight);
    }
  },
};
