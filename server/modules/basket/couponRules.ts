/**
 * Which coupons may sit in one basket (docs/decisions.md "Coupons"): any number of coupons marked
 * combinable together, or one coupon that is not combinable on its own.
 */
export interface CouponCombination {
  code: string;
  combinable: boolean;
}

/** The applied coupon that keeps `coupon` out of the basket, or null when it may join. */
export function clashingCoupon<C extends CouponCombination>(
  applied: readonly C[],
  coupon: CouponCombination,
): C | null {
  const others = applied.filter((c) => c.code !== coupon.code);
  if (coupon.combinable) return others.find((c) => !c.combinable) ?? null;
  return others[0] ?? null;
}
