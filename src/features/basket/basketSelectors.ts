import { createSelector } from '@reduxjs/toolkit';
import { api } from '@features/api';

const selectBasketInfoResult = api.endpoints.getBasketInfo.select();

/** The basket (items, summary, coupons) from the RTK Query cache, or null until loaded. */
const selectBasket = createSelector(
  selectBasketInfoResult,
  (result) => result.data?.result ?? null,
);

/**
 * The header badge number (R-LAYOUT-8): pieces, not positions, so two of one product read 2
 * (issue 9 point 18); 0 until the basket is known.
 */
export const selectBasketCount = createSelector(
  selectBasket,
  (basket) => basket?.summary.quantity ?? 0,
);

/**
 * A product's basket line, or undefined when the product is not in the basket (or the basket is
 * not loaded yet). One selector for every card: the line is an object of the cached answer, the
 * same until the basket is loaded again.
 */
export const selectBasketLine = (
  state: Parameters<typeof selectBasketInfoResult>[0],
  productId: number,
) => selectBasketInfoResult(state).data?.result.items.find((item) => item.productId === productId);
