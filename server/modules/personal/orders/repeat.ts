import type { Db, Schema } from '../shared';
import {
  addKitLine,
  addToBasketLine,
  ensureBasket,
  findProductForBasket,
  MAX_LINE_QUANTITY,
} from '../../basket';
import { onlyInStock, type OrderLineProblem } from '../../orders';
import type { Shopper } from '../../session';
import { basketLineFull, noLongerSold, priceChangedSince } from './messages';
import { repeatLines, type RepeatLineRow } from './queries';

/** openapi.yaml `RepeatOrderResult`. */
export type RepeatOrderResult = Schema<'RepeatOrderResult'>;

/**
 * Puts the order's lines back into the basket, in one transaction, telling line by line what
 * differs from the order: a product no longer sold is left out, one with less stock goes in as
 * far as the stock allows, one whose price changed goes in at today's price. Each add is the
 * basket's own atomic add (stock and line maximum checked in the statement).
 */
export function repeatOrder(
  db: Db,
  orderId: number,
  basketOwner: Shopper,
  locationId: number,
): Promise<RepeatOrderResult> {
  return db.transaction(async (tx) => {
    const basketId = await ensureBasket(tx, basketOwner);
    const problems: OrderLineProblem[] = [];
    let added = 0;
    for (const line of await repeatLines(tx, orderId, basketId, locationId)) {
      if (line.product_id === null || !line.active || line.now === null) {
        problems.push({ ...about(line), kind: 'unavailable', message: noLongerSold(line.name) });
        continue;
      }
      const quantity = Math.min(
        line.quantity,
        Math.min(line.stock, MAX_LINE_QUANTITY) - line.in_basket,
      );
      const add = {
        productId: line.product_id,
        quantity,
        locationId,
        maxQuantity: MAX_LINE_QUANTITY,
      };
      // A photo kit goes back as that kit, on its own line (issue 16).
      const stored =
        quantity <= 0
          ? null
          : line.photo_kit_id === null
            ? await addToBasketLine(tx, basketId, add)
            : await addKitLine(tx, basketId, { ...add, photoKitId: line.photo_kit_id });
      if (stored === null) {
        // Nothing went in. When something should have, a checkout took the pieces since they
        // were read: say what is left now.
        const fresh =
          quantity > 0
            ? await findProductForBasket(tx, basketOwner, line.product_id, locationId)
            : null;
        problems.push(shortage(line, fresh ? fresh.stock : line.stock));
        continue;
      }
      added += 1;
      if (quantity < line.quantity) problems.push(shortage(line, line.stock));
      if (line.now !== line.was) {
        problems.push({
          ...about(line),
          kind: 'priceChanged',
          was: line.was,
          now: line.now,
          message: priceChangedSince(line.name, line.was, line.now),
        });
      }
    }
    return { added, problems };
  });
}

function about(line: RepeatLineRow): { productId: number | null; name: string } {
  return { productId: line.product_id, name: line.name };
}

function shortage(line: RepeatLineRow, stock: number): OrderLineProblem {
  const limitedByBasket = stock > MAX_LINE_QUANTITY;
  return {
    ...about(line),
    kind: 'outOfStock',
    available: stock,
    message: limitedByBasket
      ? basketLineFull(line.name, MAX_LINE_QUANTITY)
      : onlyInStock(line.name, stock),
  };
}
