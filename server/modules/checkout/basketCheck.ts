import { HttpError } from '../../lib/errors';
import { toKopecks } from '../../lib/money';
import { onlyInStock, type OrderLineProblem } from '../orders';
import {
  BASKET_CHANGED,
  BASKET_EMPTY,
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
  const pairs = pairWithSeen(current, seen);
  if (!pairs) throw new HttpError(409, 'BASKET_CHANGED', BASKET_CHANGED);

  const problems = pairs.flatMap(([line, was]): OrderLineProblem[] => {
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

/**
 * Whether `lines` (of a placed order) are the lines `seen` names, quantities and prices too: a
 * request repeated with the order's key must be for the order it placed (issue 22).
 */
export function isSameBasket(lines: readonly CurrentLine[], seen: readonly SeenLine[]): boolean {
  const pairs = pairWithSeen(lines, seen);
  return pairs !== null && pairs.every(([line, was]) => toKopecks(was) === toKopecks(line.price));
}

/**
 * Each current line with the price the shopper saw it at, or null when the lines or quantities
 * differ. A product has one line, except photo kits (issue 16): each kit is a line of its own, so
 * lines of one product and quantity are paired in price order (`seen` names no line).
 */
function pairWithSeen(
  current: readonly CurrentLine[],
  seen: readonly SeenLine[],
): [CurrentLine, number][] | null {
  if (seen.length !== current.length) return null;
  const key = (productId: number, quantity: number) => `${productId}:${quantity}`;
  const seenPrices = new Map<string, number[]>();
  for (const line of seen) {
    const lineKey = key(line.productId, line.quantity);
    seenPrices.set(lineKey, [...(seenPrices.get(lineKey) ?? []), line.price]);
  }
  for (const prices of seenPrices.values()) prices.sort((a, b) => a - b);
  const seenPriceOf = new Map<CurrentLine, number>();
  for (const line of [...current].sort((a, b) => a.price - b.price)) {
    const was = seenPrices.get(key(line.product_id, line.quantity))?.shift();
    if (was === undefined) return null;
    seenPriceOf.set(line, was);
  }
  return current.map((line) => [line, seenPriceOf.get(line) as number]);
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
      message: onlyInStock(line.name, line.available),
    })),
  );
}
