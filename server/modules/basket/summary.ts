/**
 * The basket's money, computed on the server from the visitor's price list (spec §3 "summary").
 * Sums are added in kopecks so that 0.1 + 0.2 never shows up as 0.30000000000000004.
 */

export interface PricedLine {
  price: number;
  old_price: number | null;
  quantity: number;
}

export interface CouponDiscount {
  /** Percent of the sum at current prices. */
  discountPercent: number;
  /** A fixed amount off, in roubles. */
  discountAmount: number;
}

/** openapi.yaml `BasketSummary`. */
export interface BasketSummary {
  count: number;
  quantity: number;
  sum: number;
  oldSum: number;
  discount: number;
  couponDiscount: number;
  total: number;
}

const toKopecks = (roubles: number) => Math.round(roubles * 100);
const toRoubles = (kopecks: number) => kopecks / 100;

/**
 * `discount` is what the crossed-out old prices save; coupons then take their percents (each of
 * the sum at current prices) and fixed amounts off, never below zero.
 */
export function summarize(lines: readonly PricedLine[], coupons: readonly CouponDiscount[]): BasketSummary {
  let quantity = 0;
  let sum = 0;
  let oldSum = 0;
  for (const line of lines) {
    quantity += line.quantity;
    sum += toKopecks(line.price) * line.quantity;
    oldSum += toKopecks(line.old_price ?? line.price) * line.quantity;
  }
  const percent = coupons.reduce((total, coupon) => total + coupon.discountPercent, 0);
  const amount = coupons.reduce((total, coupon) => total + toKopecks(coupon.discountAmount), 0);
  const couponDiscount = Math.min(sum, Math.round((sum * percent) / 100) + amount);
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
