import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, errorMessageOf } from '@features/api';
import { selectBasketLine } from './basketSelectors';

/** What a product shows about its basket line, and the calls that change it (spec §7 basket). */
export interface BasketLine {
  /** Pieces of the product in the basket; 0 when it is not there. */
  quantity: number;
  /** Puts `quantity` pieces into the basket (they add to a line already there). */
  add: (quantity?: number) => void;
  /** Sets the line's quantity; 0 removes the line. */
  setQuantity: (quantity: number) => void;
  /** A basket call of this product is under way. */
  busy: boolean;
  /** The server's Russian message when the last change was refused ('Товара «X» нет в наличии'). */
  error: string | null;
}

const messageOf = (error: unknown): string | null =>
  error ? errorMessageOf(error, 'Не удалось изменить корзину') : null;

interface CallState {
  busy: boolean;
  error: unknown;
}

const IDLE: CallState = { busy: false, error: null };
/** The call's answer matters only to this line: the store keeps no record of it. */
const UNTRACKED = { track: false } as const;
const { getBasketInfo, addToBasket, updateBasketQuantity, removeFromBasket } = api.endpoints;

/**
 * The basket line of one product. Every change invalidates the Basket tag, so basket info is
 * reloaded (spec §4, R-BASKET-3) and every card of the product shows the same quantity. The three
 * calls are dispatched from one state rather than through three mutation hooks: a section page
 * draws 24 cards, and their hooks were a twentieth of its server render (docs/benchmarks.md,
 * issue 23 point 4).
 */
export function useBasketLine(productId: number): BasketLine {
  // Each card keeps the basket loaded (a guest's header does not ask for it) but reads its line
  // through the one shared selector: a query hook builds memoized selectors of its own, 24 a
  // section page, and without them a server worker served 7 % more uncached section pages a
  // second (docs/benchmarks.md, 2026-12-06).
  getBasketInfo.useQuerySubscription(undefined);
  const line = useSelector((state: Parameters<typeof selectBasketLine>[0]) =>
    selectBasketLine(state, productId),
  );
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [call, setCall] = useState<CallState>(IDLE);

  const send = (answer: { unwrap: () => Promise<unknown> }) => {
    setCall({ busy: true, error: null });
    answer.unwrap().then(
      () => setCall(IDLE),
      (error: unknown) => setCall({ busy: false, error }),
    );
  };
  const add = (quantity = 1) =>
    send(dispatch(addToBasket.initiate({ body: { productId, quantity } }, UNTRACKED)));

  const setQuantity = (quantity: number) => {
    if (!line) {
      if (quantity > 0) add(quantity);
      return;
    }
    const { basketItemId } = line;
    if (quantity <= 0)
      send(dispatch(removeFromBasket.initiate({ body: { basketItemId } }, UNTRACKED)));
    else
      send(
        dispatch(updateBasketQuantity.initiate({ body: { basketItemId, quantity } }, UNTRACKED)),
      );
  };

  return {
    quantity: line?.quantity ?? 0,
    add,
    setQuantity,
    busy: call.busy,
    error: messageOf(call.error),
  };
}
