import type { SqlParams } from '../../lib/db';

/**
 * The statements that use up the basket `basketId` an order was placed from (its lines and
 * coupons), for the checkout to run in the order's own statement (orders' writePlacedOrder), so
 * the basket is emptied exactly when the order is written.
 */
export function usedUpBasketSql(
  params: SqlParams,
  basketId: number | null,
): { emptied: string; uncouponed: string } {
  const id = params.add(basketId);
  return {
    emptied: `DELETE FROM basket_items WHERE basket_id = ${id}`,
    uncouponed: `UPDATE baskets SET coupons = '{}', updated_at = now() WHERE id = ${id}`,
  };
}
