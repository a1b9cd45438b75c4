import type { Queryable } from '../../lib/db/types';
import { clashingCoupon } from './couponRules';
import { couponDropped, lineReduced, MAX_LINE_QUANTITY } from './messages';
import {
  deleteBasket,
  ensureBasket,
  findSessionBasket,
  mergeBasketLines,
  moveKitLines,
  setBasketCoupons,
  validCouponsOfBasket,
  type AppliedCouponRow,
} from './queries';

/**
 * Moves the guest basket of `sessionId` into the user's basket at sign-in (ARCHITECTURE §5). The
 * user's basket then holds what the two held together, within the stock and the line maximum,
 * and only coupons that combine (couponRules.ts): the guest's, which the shopper entered last,
 * win over the user's older ones. Photo kit lines move over as they are, their kits now the user's. Returns what the shopper should be told was reduced or dropped
 * (Russian texts). Run it inside the sign-in transaction.
 */
export async function mergeGuestBasket(
  tx: Queryable,
  sessionId: string,
  userId: number,
): Promise<string[]> {
  const guestId = await findSessionBasket(tx, sessionId);
  if (guestId === null) return [];
  const userBasketId = await ensureBasket(tx, { kind: 'user', userId });
  const reduced = await mergeBasketLines(tx, guestId, userBasketId, MAX_LINE_QUANTITY);
  await moveKitLines(tx, guestId, userBasketId, userId);

  const kept: AppliedCouponRow[] = await validCouponsOfBasket(tx, guestId);
  const dropped: string[] = [];
  for (const coupon of await validCouponsOfBasket(tx, userBasketId)) {
    const clash = clashingCoupon(kept, coupon);
    if (clash) dropped.push(couponDropped(coupon.code, clash.code));
    else if (!kept.some((c) => c.code === coupon.code)) kept.push(coupon);
  }
  await setBasketCoupons(
    tx,
    userBasketId,
    kept.map((c) => c.code),
  );
  await deleteBasket(tx, guestId);
  return [...reduced.map(lineReduced), ...dropped];
}
