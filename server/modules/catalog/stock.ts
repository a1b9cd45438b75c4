import type { Queryable } from '../../lib/db/types';
import { minus, type Bitset } from './bitset';
import type { CatalogSnapshot } from './catalogSnapshot';

interface Kept {
  version: string;
  inStock: Bitset;
}

/** Per snapshot (its products' dense numbers are its own), the set as of a sold-out version. */
const kept = new WeakMap<CatalogSnapshot, Kept>();

/**
 * The snapshot's products in stock at this moment (issue 26 point 3: the «В наличии» filter).
 * Every sale changes the stock and no sale renews the index, so each page build asks the
 * database whether the sold-out products changed since this process read them: one row's
 * version (migration 038, kept by a trigger with `products_sold_out`). Only after a change, or
 * for a new snapshot, are the sold-out ids read again, with their version in one statement, so
 * the set and its version always agree.
 */
export async function inStockSet(db: Queryable, snapshot: CatalogSnapshot): Promise<Bitset> {
  const [now] = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM sold_out_version',
  );
  const known = kept.get(snapshot);
  if (known && known.version === now?.version) return known.inStock;
  const [row] = await db.query<{ version: string; ids: string }>(
    `SELECT v.version::text AS version,
            (SELECT coalesce(string_agg(product_id::text, ','), '') FROM products_sold_out) AS ids
       FROM sold_out_version v`,
  );
  const ids = row?.ids ? row.ids.split(',').map(Number) : [];
  const inStock = minus(snapshot.allProducts, snapshot.setOf(ids));
  if (row) kept.set(snapshot, { version: row.version, inStock });
  return inStock;
}
