import type { Schema } from '../../lib/api/contract';
/**
 * The basket's money, computed on the server from the visitor's price list (spec §3 "summary").
 * Sums are added in kopecks so that 0.1 + 0.2 never shows up as 0.30000000000000004.
 */

export interface PricedLine {
  price: number;
  old_price: number | null;
  quantity: number;
  /** A gift certificate is bought at its nominal: coupons never discount it. */
  gift_certificate: boolean;
}

export interface CouponDiscount {
  /** Percent of the sum at current prices. */
  discountPercent: number;
  /** A fixed amount off, in roubles. */
  discountAmount: number;
}

/** openapi.yaml `BasketSummary`. */
export type BasketSummary = Schema<'BasketSummary'>;

const toKopecks = (roubles: number) => Math.round(roubles * 100);
/** Coupons leave at least this much of the goods they discount to pay (docs/decisions.md "Coupons"). */
const MIN_PAID_AFTER_COUPONS_KOPECKS = 100;
const toRoubles = (kopecks: number) => kopecks / 100;

/**
 * `discount` is what the crossed-out old prices save; coupons then take their percents (each of
 * the sum at current prices of the goods other than gift certificates) and fixed amounts off
 * those goods, always leaving MIN_PAID_AFTER_COUPONS_KOPECKS of them to pay.
 */
export function summarize(
  lines: readonly PricedLine[],
  coupons: readonly CouponDiscount[],
): BasketSummary {
  let quantity = 0;
  let sum = 0;
  let oldSum = 0;
  let discountable = 0;
  for (const line of lines) {
    quantity += line.quantity;
    sum += toKopecks(line.price) * line.quantity;
    oldSum += toKopecks(line.old_price ?? line.price) * line.quantity;
    if (!line.gift_certificate) discountable += toKopecks(line.price) * line.quantity;
  }
  const percent = coupons.reduce((total, coupon) => total + coupon.discountPercent, 0);
  const amount = coupons.reduce((total, coupon) => total + toKopecks(coupon.discountAmount), 0);
  const couponDiscount = Math.max(
    0,
    Math.min(
      discountable - MIN_PAID_AFTER_COUPONS_KOPECKS,
      Math.round((discountable * percent) / 100) + amount,
    ),
  );
  return {
    count: lines.length,
    quantity,
    sum: toRoubles(sum),
    oldSum: toRoubles(oldSum),
    discount: toRoubles(oldSum - sum),
    couponDiscount: toRoubles(couponDiscount),
    total: toRoubles(sum - couponDiscount),
  };
}
