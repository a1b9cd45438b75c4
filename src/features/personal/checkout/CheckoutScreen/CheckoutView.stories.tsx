import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { BasketInfo, BasketItem } from '@features/api';
import { PageTitle } from '@features/page';
import { CHECKOUT_LATER_NOTE, CheckoutView } from './CheckoutView';

const item = (
  basketItemId: number,
  name: string,
  price: number,
  quantity: number,
  oldPrice: number | null = null,
): BasketItem => ({
  basketItemId,
  productId: basketItemId * 10,
  name,
  price,
  old_price: oldPrice,
  brand: null,
  category_chain: 'Алмазная мозаика',
  sku: `SKU-${basketItemId}`,
  quantity,
  url: `/product/almaznaya-mozaika/tovar-${basketItemId}/`,
  image: null,
});

const full: BasketInfo = {
  items: [
    item(1, 'Алмазная мозаика «Кот в сапогах» 40x50', 1290, 2, 1590),
    item(2, 'Картина по номерам «Летний вечер в Провансе» 30x40', 890, 1),
  ],
  summary: {
    count: 2,
    quantity: 3,
    sum: 3470,
    oldSum: 4070,
    discount: 600,
    couponDiscount: 347,
    total: 3123,
  },
  coupons: [{ coupon: 'HOBBY10', discountPercent: 10, discountAmount: 0 }],
};

const empty: BasketInfo = {
  items: [],
  summary: { count: 0, quantity: 0, sum: 0, oldSum: 0, discount: 0, couponDiscount: 0, total: 0 },
  coupons: [],
};

const meta = {
  title: 'Shop/Checkout/CheckoutView',
  component: CheckoutView,
  args: {
    title: <PageTitle title="Оформление заказа" />,
    basket: full,
    onQuantityChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-BASKET-2: quantities, remove, coupons and the sums; placing the order comes later. */
export const Full: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const [first] = canvas.getAllByRole('group', { name: /Количество/ });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Больше' })[0]!);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1, 3);
    await expect(first).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: /Удалить из корзины: Картина/ }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await userEvent.type(canvas.getByLabelText('Купон'), 'LETO');
    await userEvent.click(canvas.getByRole('button', { name: 'Применить' }));
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('LETO');
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать купон HOBBY10' }));
    await expect(args.onRemoveCoupon).toHaveBeenCalledWith('HOBBY10');
    await expect(canvas.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    await expect(canvas.getByText(CHECKOUT_LATER_NOTE)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { basket: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'В корзине пока ничего нет' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { basket: null },
};

export const Failed: Story = {
  args: { basket: null, failed: true },
};

export const CouponRefused: Story = {
  args: { couponError: 'Купон не найден или истёк' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
