import { HttpError } from '../../lib/errors';
import { toKopecks } from '../../lib/money';
import type { OrderLineProblem } from '../orders';
import {
  BASKET_CHANGED,
  BASKET_EMPTY,
  notInStock,
  OUT_OF_STOCK,
  PRICE_CHANGED,
  priceChanged,
} from './messages';

/** A basket line as the shopper saw it when confirming (openapi.yaml `PlaceOrderRequest.seen`). */
export interface SeenLine {
  productId: number;
  quantity: number;
  price: number;
}

/** A basket line as the server prices it now. */
export interface CurrentLine {
  product_id: number;
  name: string;
  quantity: number;
  price: number;
}

/**
 * Refuses an order whose basket is not the one the shopper confirmed (issue 15 point 2): empty,
 * other lines or quantities (409 BASKET_CHANGED), or another price on any line (409
 * PRICE_CHANGED, each changed line with its old and new price). Prices are compared in kopecks.
 */
export function refuseChangedBasket(current: readonly CurrentLine[], seen: readonly SeenLine[]) {
  if (current.length === 0) throw new HttpError(409, 'BASKET_EMPTY', BASKET_EMPTY);
  const seenById = new Map(seen.map((line) => [line.productId, line]));
  const sameLines =
    seenById.size === seen.length &&
    seen.length === current.length &&
    current.every((line) => seenById.get(line.product_id)?.quantity === line.quantity);
  if (!sameLines) throw new HttpError(409, 'BASKET_CHANGED', BASKET_CHANGED);

  const problems = current.flatMap((line): OrderLineProblem[] => {
    const was = seenById.get(line.product_id)?.price ?? line.price;
    if (toKopecks(was) === toKopecks(line.price)) return [];
    return [
      {
        productId: line.product_id,
        name: line.name,
        kind: 'priceChanged',
        was,
        now: line.price,
        message: priceChanged(was, line.price),
      },
    ];
  });
  if (problems.length > 0) throw new HttpError(409, 'PRICE_CHANGED', PRICE_CHANGED, problems);
}

/** 409 OUT_OF_STOCK for the lines whose stock did not cover them, with what is left of each. */
export function outOfStock(
  lines: readonly { product_id: number; name: string; available: number }[],
): HttpError {
  return new HttpError(
    409,
    'OUT_OF_STOCK',
    OUT_OF_STOCK,
    lines.map((line): OrderLineProblem => ({
      productId: line.product_id,
      name: line.name,
      kind: 'outOfStock',
      available: line.available,
      message: notInStock(line.name, line.available),
    })),
  );
}
