import type { Action } from '@reduxjs/toolkit';
import { call, select, take } from 'redux-saga/effects';
import { api, type BasketInfo } from '@features/api';
import { basketChangeObjects, purchaseObject } from './ecommerceObjects';
import { pushEcommerce } from './pushEcommerce';

const { getBasketInfo, placeOrder, signIn, register, signOut, resetPassword } = api.endpoints;

/**
 * Calls after which the basket shown is another one rather than the shopper's changes: signing in
 * merges the guest's basket into the account's, signing out shows the guest's again. The basket
 * that follows is the new starting point; nothing was added or removed by hand.
 */
const basketSwitched = (action: Action) =>
  [signIn, register, signOut, resetPassword].some((endpoint) => endpoint.matchFulfilled(action));

const selectBasket = (state: unknown): BasketInfo | null =>
  getBasketInfo.select()(state as Parameters<ReturnType<typeof getBasketInfo.select>>[0]).data
    ?.result ?? null;

/**
 * Issue 27 point 2: every change of the basket's contents reaches `dataLayer` as `add`/`remove`
 * objects, and a placed order as `purchase`. Basket info is reloaded after each change (R-BASKET-3),
 * so its answers are compared one with the next: this covers every call that changes the basket
 * (cards, steppers, the basket page, photo kits, repeated orders) with no call of its own. The
 * first answer (the visitor's basket after the page loads), the one after a sign-in or out, and
 * the one emptied by an order are starting points, not changes.
 */
export function* reportBasketEcommerce() {
  let known: BasketInfo | null = null;
  /** The next basket answer starts the comparison afresh. */
  let restart = true;
  /** The basket an order is being placed from: what the order buys. */
  let ordered: BasketInfo | null = null;
  for (;;) {
    const action: Action = yield take(
      (candidate: Action) =>
        getBasketInfo.matchFulfilled(candidate) ||
        placeOrder.matchPending(candidate) ||
        placeOrder.matchFulfilled(candidate) ||
        basketSwitched(candidate),
    );
    if (getBasketInfo.matchFulfilled(action)) {
      const basket = action.payload.result;
      if (!restart && known) {
        for (const object of basketChangeObjects(known.items, basket.items)) {
          yield call(pushEcommerce, object);
        }
      }
      known = basket;
      restart = false;
    } else if (placeOrder.matchPending(action)) {
      ordered = (yield select(selectBasket)) as BasketInfo | null;
    } else if (placeOrder.matchFulfilled(action)) {
      if (ordered)
        yield call(pushEcommerce, purchaseObject(action.payload.result.orderId, ordered));
      ordered = null;
      restart = true;
    } else {
      restart = true;
    }
  }
}
