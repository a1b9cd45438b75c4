import type { FilterItem } from './filterSettings';
import { countBothAt, emptySet, has, intersect, occupiedWords, union, type Bitset } from './bitset';
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
  /** How many products ticking «В наличии» would show. */
  inStockCount: number;
  /** Price range of the selection without the price filter (the slider's bounds). */
  priceBounds: PriceFigures;
  /** Figures of the shown products (R-PAGE-6 variables). */
  shownFigures: PriceFigures;
}

/**
 * Facet counts with the usual smart-filter semantics (ARCHITECTURE §5): values of one property
 * combine with OR, properties with AND, and a property's own selection does not narrow its own
 * counts. `scope` is the section's priced products; `inStock` the products in stock now, the
 * «В наличии» filter, which narrows like one more property.
 */
export function computeFacets(
  snapshot: CatalogSnapshot,
  scope: Bitset,
  items: readonly FilterItem[],
  selection: Selection,
  prices: Float64Array,
  inStock: Bitset,
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
  const { priceFrom, priceTo } = selection;
  // The price range narrows each set the counts read, member by member: a mask over the whole
  // section would look at every product of it (issue 24 point 4).
  const priced = (set: Bitset) =>
    priceFrom === null && priceTo === null
      ? set
      : withinPrice(set, prices, priceFrom ?? -Infinity, priceTo ?? Infinity);
  const stock = selection.inStock ? [inStock] : [];
  const unpriced = intersect(scope, ...selected.values(), ...stock);
  const shown = priced(unpriced);

  // A section with two filters holds a few thousand of 1 000 000 products: the counts look only
  // at the words of the base that hold any.
  const shownWords = occupiedWords(shown);
  const counts = new Map<number, number>();
  for (const item of items) {
    const own = selected.get(item.property.id);
    const base = own
      ? priced(
          intersect(
            scope,
            ...[...selected].filter(([id]) => id !== item.property.id).map(([, set]) => set),
            ...stock,
          ),
        )
      : shown;
    const words = own ? occupiedWords(base) : shownWords;
    for (const value of item.values) {
      const set = snapshot.valueSets.get(value.id);
      if (!set) continue;
      counts.set(value.id, countBothAt(base, set, words));
    }
  }
  const shownFigures = priceFigures(shown, prices);
  return {
    shown,
    counts,
    // Ticked, it shows what is shown; unticked, the shown products in stock.
    inStockCount: selection.inStock ? shownFigures.count : countBothAt(shown, inStock, shownWords),
    priceBounds: priceFigures(unpriced, prices),
    shownFigures,
  };
}

/** The members of `set` priced within [from, to]: a loop of its own, a callback a member cost. */
function withinPrice(set: Bitset, prices: Float64Array, from: number, to: number): Bitset {
  const within = new Uint32Array(set.length);
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    let kept = 0;
    while (word !== 0) {
      const lowest = word & -word;
      const price = prices[(i << 5) + 31 - Math.clz32(lowest)]!;
      if (price >= from && price <= to) kept |= lowest;
      word ^= lowest;
    }
    within[i] = kept;
  }
  return within;
}

function priceFigures(set: Bitset, prices: Float64Array): PriceFigures {
  let min = Infinity;
  let max = -Infinity;
  let total = 0;
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      const price = prices[(i << 5) + 31 - Math.clz32(lowest)]!;
      if (price < min) min = price;
      if (price > max) max = price;
      total++;
      word ^= lowest;
    }
  }
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
