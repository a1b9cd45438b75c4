import type { Queryable } from '../../lib/db/types';
import { minus, type Bitset } from './bitset';
import type { CatalogSnapshot } from './catalogSnapshot';

/**
 * The snapshot's products in stock at this moment (issue 26 point 3: the «В наличии» filter).
 * Every sale changes the stock and no sale renews the index, so it is read on each page build, in
 * the request that reads the page's cards: count, list and «Нет в наличии» on the cards agree.
 * The few products out of stock are read (8% of the demo), not the many in it, as one text, and
 * without an index on `stock`: one would end the heap-only updates that keep a sale's stock write
 * cheap (docs/decisions.md, "В наличии").
 */
export async function inStockSet(db: Queryable, snapshot: CatalogSnapshot): Promise<Bitset> {
  const [row] = await db.query<{ ids: string }>(
    `SELECT coalesce(string_agg(id::text, ','), '') AS ids FROM products WHERE stock <= 0`,
  );
  const ids = row?.ids ? row.ids.split(',').map(Number) : [];
  return minus(snapshot.allProducts, snapshot.setOf(ids));
}
