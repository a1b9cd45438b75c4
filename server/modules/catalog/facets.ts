import type { FilterItem } from './filterSettings';
import {
  count,
  countBoth,
  emptySet,
  addTo,
  forEachMember,
  has,
  intersect,
  union,
  type Bitset,
} from './bitset';
import type { CatalogSnapshot } from './catalogSnapshot';
import type { Selection, SortCode } from './selection';

interface PriceFigures {
  min: number;
  max: number;
  count: number;
}

export interface Facets {
  /** The products shown: scope AND every property's selection AND the price range. */
  shown: Bitset;
  /** Per value id: how many products ticking it would show (its own property's selection left out). */
  counts: Map<number, number>;
  /** Price range of the selection without the price filter (the slider's bounds). */
  priceBounds: PriceFigures;
  /** Figures of the shown products (R-PAGE-6 variables). */
  shownFigures: PriceFigures;
}

/**
 * Facet counts with the usual smart-filter semantics (ARCHITECTURE §5): values of one property
 * combine with OR, properties with AND, and a property's own selection does not narrow its own
 * counts. `scope` is the section's priced products.
 */
export function computeFacets(
  snapshot: CatalogSnapshot,
  scope: Bitset,
  items: readonly FilterItem[],
  selection: Selection,
  prices: Float64Array,
): Facets {
  const selected = new Map<number, Bitset>();
  for (const [propertyId, values] of selection.values) {
    selected.set(
      propertyId,
      union(
        snapshot.size,
        [...values].map((value) => snapshot.valueSets.get(value.id) ?? emptySet(snapshot.size)),
      ),
    );
  }
  const priceMask =
    selection.priceFrom === null && selection.priceTo === null
      ? null
      : priceRangeMask(
          scope,
          prices,
          selection.priceFrom ?? -Infinity,
          selection.priceTo ?? Infinity,
        );
  const unpriced = intersect(scope, ...selected.values());
  const shown = priceMask ? intersect(unpriced, priceMask) : unpriced;

  const counts = new Map<number, number>();
  for (const item of items) {
    const own = selected.get(item.property.id);
    const base = own
      ? intersect(
          scope,
          ...[...selected].filter(([id]) => id !== item.property.id).map(([, set]) => set),
          ...(priceMask ? [priceMask] : []),
        )
      : shown;
    for (const value of item.values) {
      const set = snapshot.valueSets.get(value.id);
      if (!set) continue;
      counts.set(value.id, countBoth(base, set));
    }
  }
  return {
    shown,
    counts,
    priceBounds: priceFigures(unpriced, prices),
    shownFigures: priceFigures(shown, prices),
  };
}

function priceRangeMask(scope: Bitset, prices: Float64Array, from: number, to: number): Bitset {
  const mask = emptySet(prices.length);
  forEachMember(scope, (index) => {
    const price = prices[index]!;
    if (price >= from && price <= to) addTo(mask, index);
  });
  return mask;
}

function priceFigures(set: Bitset, prices: Float64Array): PriceFigures {
  let min = Infinity;
  let max = -Infinity;
  forEachMember(set, (index) => {
    const price = prices[index]!;
    if (price < min) min = price;
    if (price > max) max = price;
  });
  const total = count(set);
  return total > 0 ? { min, max, count: total } : { min: 0, max: 0, count: 0 };
}

/**
 * Product ids of one page of the shown set in the asked order (ARCHITECTURE §5: ids from the
 * index, then only these rows from SQL). Ties: price lists by id; popularity by id; newest by
 * creation time then id, newest first.
 */
export function pageOfProducts(
  snapshot: CatalogSnapshot,
  shown: Bitset,
  sort: SortCode,
  priceTypeId: number,
  page: number,
  pageSize: number,
): number[] {
  const list = snapshot.priceList(priceTypeId);
  const order =
    sort === 'price_asc'
      ? list.ascending
      : sort === 'price_desc'
        ? list.descending
        : sort === 'new'
          ? snapshot.byNewest
          : snapshot.byPopularity;
  const skip = (page - 1) * pageSize;
  const ids: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && ids.length < pageSize; i++) {
    const index = order[i]!;
    if (!has(shown, index)) continue;
    if (seen++ >= skip) ids.push(snapshot.productIds[index]!);
  }
  return ids;
}
