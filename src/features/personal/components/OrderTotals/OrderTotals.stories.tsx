import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatPrice } from '@ui/format';
import { OrderTotals, type OrderTotalsProps } from './OrderTotals';

const order = (overrides: Partial<OrderTotalsProps['order']> = {}): OrderTotalsProps['order'] => ({
  itemsCount: 3,
  itemsTotal: 3470,
  discount: 0,
  coupons: [],
  deliveryPrice: 350,
  total: 3820,
  certificatePayment: null,
  ...overrides,
});

/** The sums as the shopper reads them: each term and its amount, top to bottom. */
function sumsOf(canvasElement: HTMLElement): [string, string][] {
  const terms = canvasElement.querySelectorAll('dt');
  return [...terms].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

const meta = {
  title: 'Shop/Personal/OrderTotals',
  component: OrderTotals,
  args: { order: order() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof OrderTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The products, a paid delivery and the total. */
export const Plain: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Сумма заказа')).toBeVisible();
    await expect(sumsOf(canvasElement)).toEqual([
      ['Товары, 3 шт.', formatPrice(3470)],
      ['Доставка', formatPrice(350)],
      ['Итого', formatPrice(3820)],
    ]);
  },
};

/** A coupon's discount named by its code, and delivery made free. */
export const CouponAndFreeDelivery: Story = {
  args: {
    order: order({ discount: 347, coupons: ['HOBBY10'], deliveryPrice: 0, total: 3123 }),
  },
  play: async ({ canvasElement }) => {
    await expect(sumsOf(canvasElement)).toEqual([
      ['Товары, 3 шт.', formatPrice(3470)],
      ['Скидка по купону HOBBY10', `−${formatPrice(347)}`],
      ['Доставка', 'Бесплатно'],
      ['Итого', formatPrice(3123)],
    ]);
  },
};

/** Issue 26 point 1: a gift certificate paid part of the order; the rest is left to pay. */
export const CertificatePart: Story = {
  args: {
    order: order({
      certificatePayment: { code: 'HOBBY-7KQM-2XWD-R9TP', amount: 2000, returned: false },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(sumsOf(canvasElement).slice(-2)).toEqual([
      ['Подарочным сертификатом HOBBY-7KQM-2XWD-R9TP', `−${formatPrice(2000)}`],
      ['Остальное', formatPrice(1820)],
    ]);
  },
};

/** The certificate paid all of it: nothing is left to pay. */
export const CertificateWhole: Story = {
  args: {
    order: order({
      certificatePayment: { code: 'HOBBY-7KQM-2XWD-R9TP', amount: 3820, returned: false },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(sumsOf(canvasElement).at(-1)).toEqual(['Остальное', formatPrice(0)]);
  },
};

/** A cancelled order: what the certificate paid went back to it. */
export const CertificateReturned: Story = {
  args: {
    order: order({
      certificatePayment: { code: 'HOBBY-7KQM-2XWD-R9TP', amount: 2000, returned: true },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Подарочным сертификатом HOBBY-7KQM-2XWD-R9TP (вернулось на сертификат)'),
    ).toBeVisible();
  },
};

/** On a phone the certificate's long line wraps beside its amount. */
export const CertificateOnPhone: Story = {
  ...CertificateReturned,
  globals: { viewport: { value: 'mobile' } },
};
