import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { PurchasedProduct } from '@features/api';
import { PageTitle } from '@features/page';
import { purchase } from '../../testing';
import { BuyAgainButton } from './BuyAgainButton';
import { PurchasesView } from './PurchasesView';

const bought = fn();
// The second product is already back in the basket.
const renderBuyAgain = (product: PurchasedProduct) => (
  <BuyAgainButton
    productName={product.name}
    quantity={product.productId === 101 ? 1 : 0}
    onBuy={() => bought(product.productId)}
  />
);

const purchases = {
  items: [
    purchase(0),
    purchase(1, { reviewId: 501 }),
    purchase(2, { available: false, price: null }),
    purchase(3, { image: null }),
  ],
  page: 1,
  pages: 2,
  total: 30,
};

const meta = {
  title: 'Shop/Personal/PurchasesView',
  component: PurchasesView,
  args: {
    title: <PageTitle title="Мои покупки" />,
    purchases,
    renderBuyAgain,
    onRetry: fn(),
  },
} satisfies Meta<typeof PurchasesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 15 point 5: the bought products with their price now, 'Купить снова' and the way to a
 * review ('Написать отзыв', or 'Ваш отзыв' once written); one no longer sold.
 */
export const Full: Story = {
  play: async ({ canvas, userEvent }) => {
    const [first, second, gone] = within(
      canvas.getByRole('list', { name: 'Купленные товары' }),
    ).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: /Купить снова/ }));
    await expect(bought).toHaveBeenLastCalledWith(100);
    await expect(within(first!).getByRole('link', { name: 'Написать отзыв' })).toHaveAttribute(
      'href',
      '/product/almaznaya-mozaika/tovar-100/#product-reviews',
    );
    await expect(within(second!).getByRole('link', { name: 'Ваш отзыв' })).toHaveAttribute(
      'href',
      '/personal/reviews/#review-501',
    );
    await expect(within(second!).getByRole('link', { name: 'В корзине: 1 шт.' })).toHaveAttribute(
      'href',
      '/personal/order/make/',
    );
    await expect(within(gone!).getByText('Нет в продаже')).toBeVisible();
    await expect(within(gone!).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(first!).getByRole('link', { name: 'заказ № 1000' })).toHaveAttribute(
      'href',
      '/personal/orders/1000/',
    );
  },
};

export const Empty: Story = {
  args: { purchases: { items: [], page: 1, pages: 0, total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Покупок пока нет' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { purchases: null },
};

export const Failed: Story = {
  args: { purchases: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить покупки.');
  },
};

/** The basket refused the product: its words under the button. */
export const BasketRefused: Story = {
  args: {
    purchases: { items: [purchase(0)], page: 1, pages: 1, total: 1 },
    renderBuyAgain: (product) => (
      <BuyAgainButton
        productName={product.name}
        quantity={0}
        onBuy={fn()}
        error="Товара «Алмазная мозаика «Кот в сапогах» 40x50» нет в наличии"
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('нет в наличии');
  },
};

export const LongList: Story = {
  args: {
    purchases: {
      items: Array.from({ length: 24 }, (_, n) => purchase(n, { productId: 200 + n })),
      page: 1,
      pages: 5,
      total: 110,
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
