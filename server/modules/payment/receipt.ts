import { toKopecks, toRoubles } from '../../lib/money';

/**
 * The fiscal receipt of an online payment (54-FZ): who gets it and what was paid for. The items
 * add up to the payment's amount to the kopeck, as the fiscal data operator requires.
 */
export interface Receipt {
  customer: { email: string } | { phone: string };
  items: ReceiptItem[];
}

/** @internal exported for a test only */
export interface ReceiptItem {
  /** At most RECEIPT_DESCRIPTION_LENGTH characters. */
  description: string;
  quantity: number;
  /** The price of one piece after discounts, roubles. */
  amount: number;
  /** A gift certificate is an advance for goods chosen later (a payment, paid in advance). */
  subject: 'commodity' | 'service' | 'payment';
  mode: 'full_payment' | 'advance';
}

/**
 * The fiscal receipt's limit for an item's name (YooKassa `receipt.items[].description`).
 * @internal exported for a test only
 */
export const RECEIPT_DESCRIPTION_LENGTH = 128;

export interface ReceiptOrder {
  email: string | null;
  phone: string;
  lines: { name: string; price: number; quantity: number; giftCertificate: boolean }[];
  /** The coupons' discount, taken off the lines other than gift certificates. */
  couponDiscount: number;
  /**
   * What a gift certificate paid (issue 26 point 1): taken off the goods after the coupons like
   * a discount, and what is left of it off the delivery; the receipt is of the card's payment.
   */
  certificatePaid: number;
  delivery: { title: string; price: number };
}

/**
 * The receipt of an order. The coupon discount is shared between the discounted lines in
 * proportion to their sums (the kopecks left by rounding go to the first lines); a line whose
 * discounted sum does not divide by its quantity is split in two items one kopeck apart, so
 * every item has a price per piece and the receipt still adds up exactly.
 */
export function orderReceipt(order: ReceiptOrder): Receipt {
  const sums = order.lines.map((line) => toKopecks(line.price) * line.quantity);
  const discountable = sums.map((sum, i) => (order.lines[i]?.giftCertificate ? 0 : sum));
  const coupon = toKopecks(order.couponDiscount);
  const goodsLeft = discountable.reduce((a, b) => a + b, 0) - coupon;
  const certificate = toKopecks(order.certificatePaid);
  const certificateOnGoods = Math.min(certificate, goodsLeft);
  const shares = discountShares(discountable, coupon + certificateOnGoods);
  const items: ReceiptItem[] = order.lines.flatMap((line, i) =>
    pieces(line.quantity, (sums[i] ?? 0) - (shares[i] ?? 0))
      // a line the certificate paid whole is not part of the card's payment
      .filter(([, kopecks]) => kopecks > 0)
      .map(([quantity, kopecks]) => ({
        description: shortened(line.name),
        quantity,
        amount: toRoubles(kopecks),
        subject: line.giftCertificate ? 'payment' : 'commodity',
        mode: line.giftCertificate ? 'advance' : 'full_payment',
      })),
  );
  const delivery = toKopecks(order.delivery.price) - (certificate - certificateOnGoods);
  if (delivery > 0) {
    items.push({
      description: shortened(`Доставка: ${order.delivery.title}`),
      quantity: 1,
      amount: toRoubles(delivery),
      subject: 'service',
      mode: 'full_payment',
    });
  }
  const digits = order.phone.replace(/\D/g, '');
  return { customer: order.email ? { email: order.email } : { phone: digits }, items };
}

/**
 * The receipt of a refund of `amount` roubles of a payment whose receipt was `paid` (54-FZ: a
 * refund's receipt lists what is given back). A whole refund gives back every item as it was
 * paid; a part is shared between the items in proportion to their sums, to the kopeck, in the
 * same way as a coupon's discount, so the items add up to the refund exactly.
 */
export function refundReceipt(paid: Receipt, amount: number): Receipt {
  const sums = paid.items.map((item) => toKopecks(item.amount) * item.quantity);
  const total = sums.reduce((a, b) => a + b, 0);
  const refund = toKopecks(amount);
  if (refund === total) return paid;
  const shares = discountShares(sums, refund);
  const items = paid.items.flatMap((item, i) =>
    pieces(item.quantity, shares[i] ?? 0)
      .filter(([quantity, kopecks]) => quantity > 0 && kopecks > 0)
      .map(([quantity, kopecks]) => ({ ...item, quantity, amount: toRoubles(kopecks) })),
  );
  return { customer: paid.customer, items };
}

/** `discount` kopecks split in proportion to `sums`, adding up to exactly `discount`. */
function discountShares(sums: number[], discount: number): number[] {
  const total = sums.reduce((a, b) => a + b, 0);
  if (total === 0 || discount === 0) return sums.map(() => 0);
  const shares = sums.map((sum) => Math.floor((sum * discount) / total));
  let left = discount - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0 && i < shares.length; i++) {
    if ((sums[i] ?? 0) > (shares[i] ?? 0)) {
      shares[i] = (shares[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}

/** `quantity` pieces costing `kopecks` together, as [pieces, kopecks each] groups. */
function pieces(quantity: number, kopecks: number): [number, number][] {
  const each = Math.floor(kopecks / quantity);
  const dearer = kopecks - each * quantity;
  if (dearer === 0) return [[quantity, each]];
  return [
    [quantity - dearer, each],
    [dearer, each + 1],
  ];
}

function shortened(text: string): string {
  return text.length <= RECEIPT_DESCRIPTION_LENGTH
    ? text
    : `${text.slice(0, RECEIPT_DESCRIPTION_LENGTH - 1)}…`;
}
