import type { BasketInfo } from '@features/api';

/** A gift certificate the shopper entered and the server found spendable, with its balance. */
export interface AppliedCertificate {
  code: string;
  balance: number;
}

/** The sum of the basket's gift certificate lines: a certificate never pays for another one. */
const certificateLinesSum = (basket: BasketInfo) =>
  basket.items
    .filter((item) => item.giftCertificate)
    .reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0) / 100;

/**
 * What the applied certificate pays of this basket with the chosen delivery (issue 26 point 1):
 * its balance, up to the goods and delivery (after discounts), never its certificate lines. The
 * server counts the same in the order's transaction and spends exactly that.
 */
export function certificateShare(
  basket: BasketInfo,
  deliveryPrice: number | null,
  certificate: AppliedCertificate | null,
): number {
  if (!certificate) return 0;
  const total = Math.round((basket.summary.total + (deliveryPrice ?? 0)) * 100);
  const payable = total - Math.round(certificateLinesSum(basket) * 100);
  return Math.max(0, Math.min(payable, Math.round(certificate.balance * 100))) / 100;
}
