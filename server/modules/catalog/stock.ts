import { performance } from 'node:perf_hooks';
import type { Db, Queryable } from '../../lib/db/types';
import { addTo, forEachMember, minus, type Bitset } from './bitset';
import type { CatalogSnapshot } from './catalogSnapshot';

interface Kept {
  version: string;
  inStock: Bitset;
  /** When the read that found this version began (performance.now()). */
  readAt: number;
}

/**
 * How old a known set a page may use instead of waiting for a transaction that holds the embedded
 * engine's one connection (issue 24 point 2: an import's batch, 10-20 ms, would otherwise hold
 * every page built meanwhile): a sale shows in the filter this much later at most then.
 */
const BUSY_MAX_AGE_MS = 1_000;

/** Per snapshot (its products' dense numbers are its own), the set as of a sold-out version. */
const kept = new WeakMap<CatalogSnapshot, Kept>();

/**
 * The snapshot's products in stock at this moment (issue 26 point 3: the «В наличии» filter).
 * Every sale changes the stock and no sale renews the index, so each page build asks the
 * database what changed since the version this process knows (migrations 038 and 041: a trigger
 * keeps `products_sold_out` and the version): one statement, which finds nothing most of the
 * time; only while a transaction holds the embedded engine's one connection does a page take the
 * set read within the last BUSY_MAX_AGE_MS instead. A new snapshot reads the whole set once, with
 * its version in the same statement, so the set and its version always agree.
 */
export async function inStockSet(db: Db, snapshot: CatalogSnapshot): Promise<Bitset> {
  const known = kept.get(snapshot);
  if (!known) return readWhole(db, snapshot);
  const readAt = performance.now();
  if (db.transactionOpen() && readAt - known.readAt < BUSY_MAX_AGE_MS) return known.inStock;
  const [row] = await db.query<{ version: string; changes: [number, boolean][] | null }>(
    `SELECT v.version::text AS version,
            (SELECT json_agg(json_build_array(product_id, sold_out)) FROM products_sold_out
              WHERE version > $1::bigint) AS changes
       FROM sold_out_version v`,
    [known.version],
  );
  if (!row || row.version === known.version) {
    known.readAt = readAt;
    return known.inStock;
  }
  const changes = row.changes ?? [];
  const soldOut = snapshot.setOf(changes.flatMap(([id, out]) => (out ? [id] : [])));
  const back = snapshot.setOf(changes.flatMap(([id, out]) => (out ? [] : [id])));
  const inStock = minus(known.inStock, soldOut);
  forEachMember(back, (index) => addTo(inStock, index));
  kept.set(snapshot, { version: row.version, inStock, readAt });
  return inStock;
}

async function readWhole(db: Queryable, snapshot: CatalogSnapshot): Promise<Bitset> {
  const readAt = performance.now();
  const [row] = await db.query<{ version: string; ids: string }>(
    `SELECT v.version::text AS version,
            (SELECT coalesce(string_agg(product_id::text, ','), '') FROM products_sold_out
              WHERE sold_out) AS ids
       FROM sold_out_version v`,
  );
  const ids = row?.ids ? row.ids.split(',').map(Number) : [];
  const inStock = minus(snapshot.allProducts, snapshot.setOf(ids));
  if (row) kept.set(snapshot, { version: row.version, inStock, readAt });
  return inStock;
}
