import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { ProductCard } from '@features/api';
import { BasketButtonView } from '@features/basket';
import { PageTitle } from '@features/page';
import { FavoritesView } from './FavoritesView';

const product = (
  id: number,
  name: string,
  price: number,
  oldPrice: number | null = null,
): ProductCard => ({
  id,
  code: `tovar-${id}`,
  name,
  url: `/product/almaznaya-mozaika/tovar-${id}/`,
  image: null,
  price,
  old_price: oldPrice,
  isNew: false,
  brand: null,
  available: true,
});

const products = [
  product(1, 'Алмазная мозаика «Кот в сапогах» 40x50', 1290, 1590),
  product(2, 'Картина по номерам «Летний вечер в Провансе» 30x40', 890),
  product(3, 'Набор для вышивания крестиком «Маки»', 650),
];

// 'В корзину' as the catalogue cards draw it; the second product is already in the basket.
const addedToBasket = fn();
const renderBasketAction = (item: ProductCard) => (
  <BasketButtonView
    productName={item.name}
    quantity={item.id === 2 ? 1 : 0}
    onAdd={() => addedToBasket(item.id)}
    onQuantityChange={fn()}
  />
);

const meta = {
  title: 'Shop/Favorites/FavoritesView',
  component: FavoritesView,
  args: {
    title: (
      <PageTitle
        title="Избранное"
        breadcrumbs={[{ label: 'Главная', href: '/' }, { label: 'Избранное' }]}
      />
    ),
    products,
    renderBasketAction,
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FavoritesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-FAV: the saved products as cards, each removable. */
export const Full: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Избранные товары' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Удалить из избранного: Набор для вышивания крестиком «Маки»',
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(3);
  },
};

/** R-FAV: 'В избранном пока пусто' with a link to the catalogue. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/shop/',
    );
  },
};

export const Loading: Story = {
  args: { products: [], loading: true },
};

export const Failed: Story = {
  args: { products: [], failed: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Issue 9 point 18: a saved product goes into the basket from its card. */
export const AddToBasket: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Избранные товары' });
    const [first] = within(list).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'В корзину' }));
    await expect(addedToBasket).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('group', { name: /Летний вечер в Провансе/ })).toBeVisible();
  },
};

/** R-FAV-5: a favorites error above the list. */
export const WithSyncError: Story = {
  args: { error: 'Ошибка обновления избранного' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ошибка обновления избранного');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
