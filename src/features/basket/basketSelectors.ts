import { createSelector } from '@reduxjs/toolkit';
import { api } from '@features/api';

const selectBasketInfoResult = api.endpoints.getBasketInfo.select();

/** The basket (items, summary, coupons) from the RTK Query cache, or null until loaded. */
export const selectBasket = createSelector(selectBasketInfoResult, (result) => result.data?.result ?? null);

/** The header badge number (R-LAYOUT-8): basket positions, 0 until the basket is known. */
export const selectBasketCount = createSelector(selectBasket, (basket) => basket?.summary.count ?? 0);
