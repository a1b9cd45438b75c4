import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { formatPrice } from '@ui/format';
import type { BasketInfo, BasketItem } from '@features/api';
import { PageTitle } from '@features/page';
import { CHECKOUT_LATER_NOTE, CLEAR_BASKET_QUESTION, CheckoutView } from './CheckoutView';

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

/** Issue 9 point 15: on a phone the '+' button sits beside the line sum, not over it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const plus = canvas.getAllByRole('button', { name: 'Больше' })[0]!.getBoundingClientRect();
    const sum = canvas.getByText(formatPrice(1290 * 2)).getBoundingClientRect();
    await expect(plus.right).toBeLessThanOrEqual(sum.left);
    await expect(sum.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Issue 9 point 18: clearing asks first; declining keeps the basket. */
export const ClearAsksFirst: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить корзину' }));
    const question = await screen.findByRole('alertdialog', { name: CLEAR_BASKET_QUESTION });
    await expect(question).toHaveTextContent('Все товары будут удалены из корзины.');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await expect(args.onClear).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить корзину' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Очистить' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The question itself, for its picture. */
export const ClearQuestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить корзину' }));
    const question = await screen.findByRole('alertdialog', { name: CLEAR_BASKET_QUESTION });
    await waitFor(() => expect(question).toBeVisible());
  },
};
