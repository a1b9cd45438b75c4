import type { Queryable } from '../../lib/db/types';
import { turn } from '../../lib/turns';
import type { Bitset } from './bitset';
import { DEFAULT_LOCATION_ID, type CatalogSnapshot } from './catalogSnapshot';
import { readCatalogCards, type CatalogProductCard } from './queries';

/**
 * Products read by one statement of a fill, which a page may have to wait for on the embedded
 * engine's one connection: with 1 000, uncached section pages built during the fill after a start
 * had a p95 of 25-29 ms against 7 (docs/benchmarks.md, 2026-12-03).
 */
const IDS_PER_FILL = 200;

/** One price list's cards of one build of the products. */
interface PriceListCards {
  /** null: the product is not active or has no price in this list. */
  cards: Map<number, CatalogProductCard | null>;
  filling: boolean;
}

const cardsOf = (snapshot: CatalogSnapshot, priceTypeId: number): PriceListCards =>
  snapshot.productsMemo(`cards:${priceTypeId}`, () => ({ cards: new Map(), filling: false }));

/**
 * The cards of one listing page, in the order of `ids` (issue 24 point 2). They are kept with the
 * index's products, read once and then served from memory, so that a section page asks the
 * database nothing while an import holds it (the embedded engine has one connection): the
 * products a card shows change only by the imports, which end by renewing the products of the
 * index and with them these cards (the prices the cards show are then the prices the index sorts
 * and filters by). Whether a product can be bought is not kept: it comes from `inStock`, the set
 * that follows every sale (stock.ts).
 */
export async function catalogCards(
  db: Queryable,
  snapshot: CatalogSnapshot,
  ids: readonly number[],
  priceTypeId: number,
  inStock: Bitset,
): Promise<CatalogProductCard[]> {
  const kept = cardsOf(snapshot, priceTypeId).cards;
  await keep(db, kept, ids, priceTypeId);
  return ids.flatMap((id) => {
    const card = kept.get(id);
    return card ? [{ ...card, available: snapshot.holds(inStock, id) }] : [];
  });
}

/** Reads the cards of `ids` not kept yet into `kept`. */
async function keep(
  db: Queryable,
  kept: PriceListCards['cards'],
  ids: readonly number[],
  priceTypeId: number,
): Promise<void> {
  const missing = ids.filter((id) => !kept.has(id));
  if (missing.length === 0) return;
  const read = await readCatalogCards(db, missing, priceTypeId);
  for (const id of missing) kept.set(id, null);
  for (const card of read) kept.set(card.id, card);
}

/**
 * Starts, once per build of the products, reading every card of the default city's price list
 * that is not kept yet (the other cities' cards are kept as their pages ask for them: at 1 000 000
 * products a list's cards take about 0.4 GB). IDS_PER_FILL products a statement with a turn of
 * the event loop between, so that a request meets at most one such statement; it stops when
 * `current()` holds other products (their pages start their own). Only a process that builds
 * section pages starts one, so the cluster's background process holds no cards.
 */
export function fillCards(
  db: Queryable,
  snapshot: CatalogSnapshot,
  priceTypeId: number,
  current: () => CatalogSnapshot,
): void {
  if (priceTypeId !== snapshot.priceTypeOf(DEFAULT_LOCATION_ID)) return;
  const list = cardsOf(snapshot, priceTypeId);
  if (list.filling) return;
  list.filling = true;
  const fill = async () => {
    const { productIds } = snapshot;
    for (let from = 0; from < productIds.length; from += IDS_PER_FILL) {
      if (!current().sameProducts(snapshot)) return;
      const ids = Array.from(productIds.subarray(from, from + IDS_PER_FILL));
      await keep(db, list.cards, ids, priceTypeId);
      await turn();
    }
  };
  // Nothing is lost when a fill fails (the database gone, the app closed): each page reads the
  // cards it lacks itself, and reports its own failure.
  fill().catch(() => undefined);
}
