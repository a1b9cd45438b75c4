import type { Queryable } from '../../lib/db/types';

/*
 * The stock counter of products (`product_stock`, migration 044): the orders module takes an
 * order's pieces when it is placed and gives them back when it is cancelled (the catalogue import
 * sets it in bulk, see scripts/table-writers.mjs).
 */

/** The SQLSTATE of takeStock's refusal (migration 018). */
const SHORT_STOCK_SQLSTATE = 'HS001';

/** A product whose stock did not cover the order's lines of it, with what is left. */
export interface ShortProduct {
  id: number;
  stock: number;
}

/**
 * Takes the lines' pieces from stock in one statement, or refuses with an error (shortStockOf
 * reads it) when some product's stock does not cover them, taking nothing: the error ends the
 * transaction, so the order written after it in the same trip and the COMMIT sent with them are
 * rolled back. The products' stock rows are locked in id order before any is changed, so two
 * checkouts never wait on each other in a circle; the stock checked is each row's latest, so of
 * two checkouts for the last piece the second sees the first's result. Lines of one product
 * (photo kits) count together.
 */
export async function takeStock(
  tx: Queryable,
  lines: readonly { productId: number; quantity: number }[],
): Promise<void> {
  await tx.query(
    `WITH wanted AS (
       SELECT product_id AS id, sum(quantity)::int AS quantity
         FROM unnest($1::int[], $2::int[]) AS line (product_id, quantity)
        GROUP BY product_id
     ), locked AS (
       SELECT product_id AS id, stock FROM product_stock WHERE product_id = ANY ($1::int[])
        ORDER BY product_id FOR UPDATE
     ), short AS (
       SELECT w.id, coalesce(l.stock, 0) AS stock
         FROM wanted w LEFT JOIN locked l ON l.id = w.id
        WHERE coalesce(l.stock, 0) < w.quantity
     ), taken AS (
       UPDATE product_stock ps SET stock = ps.stock - w.quantity
         FROM wanted w
        WHERE ps.product_id = w.id AND ps.product_id IN (SELECT id FROM locked)
          AND ps.stock >= w.quantity
     )
     SELECT refuse_short_stock(jsonb_agg(short)) FROM short HAVING count(*) > 0`,
    [lines.map((line) => line.productId), lines.map((line) => line.quantity)],
  );
}

/** The short products of takeStock's refusal; null for any other error. */
export function shortStockOf(error: unknown): ShortProduct[] | null {
  if (!(error instanceof Error) || (error as { code?: string }).code !== SHORT_STOCK_SQLSTATE)
    return null;
  return JSON.parse((error as { detail?: string }).detail ?? '[]') as ShortProduct[];
}

/**
 * Puts the pieces of a cancelled order back in stock: one statement that adds each product's
 * pieces to the stock as it is at that moment, so parallel checkouts lose nothing.
 */
export async function restoreStock(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE product_stock ps SET stock = ps.stock + returned.quantity
       FROM (SELECT product_id, sum(quantity) AS quantity FROM order_items
              WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id) returned
      WHERE ps.product_id = returned.product_id`,
    [orderId],
  );
}
