import type { FilterItem } from './filterSettings';
import { countBothAt, has, intersectInto, occupiedWords, unionInto, type Bitset } from './bitset';
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
 * Word buffers every call reuses: a call runs to its end without a turn of the event loop, and
 * only `shown` leaves it. A fresh array for each step (125 kB each at 1 000 000 products, ten a
 * page) made V8 run a full collection of the whole heap every 50 pages or so, whose pauses were
 * the page JSON's slowest twentieth (issue 24 point 4, docs/benchmarks.md).
 */
class WordBuffers {
  private readonly buffers: Uint32Array<ArrayBuffer>[] = [];
  private taken = 0;

  /** Starts a call: every buffer is free again. */
  reset(): this {
    this.taken = 0;
    return this;
  }

  take(length: number): Uint32Array<ArrayBuffer> {
    let buffer = this.buffers[this.taken];
    if (buffer?.length !== length) this.buffers[this.taken] = buffer = new Uint32Array(length);
    this.taken++;
    return buffer;
  }
}

const buffers = new WordBuffers();

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
  const scratch = buffers.reset();
  const length = scope.length;
  const selected = new Map<number, Bitset>();
  for (const [propertyId, values] of selection.values) {
    const sets = [...values].flatMap((value) => snapshot.valueSets.get(value.id) ?? []);
    selected.set(propertyId, unionInto(scratch.take(length), sets));
  }
  const { priceFrom, priceTo } = selection;
  const from = priceFrom ?? -Infinity;
  const to = priceTo ?? Infinity;
  const byPrice = priceFrom !== null || priceTo !== null;
  const stock = selection.inStock ? [inStock] : [];
  const unpriced = intersectInto(scratch.take(length), [scope, ...selected.values(), ...stock]);
  // The price range narrows each set the counts read, member by member: a mask over the whole
  // section would look at every product of it (issue 24 point 4).
  const shown = byPrice
    ? withinPrice(unpriced, prices, from, to, new Uint32Array(length))
    : unpriced.slice();

  // A section with two filters holds a few thousand of 1 000 000 products: the counts look only
  // at the words of the base that hold any.
  const shownWords = occupiedWords(shown, scratch.take(length));
  const counts = new Map<number, number>();
  const ownBase = scratch.take(length);
  const ownPriced = scratch.take(length);
  const ownWords = scratch.take(length);
  for (const item of items) {
    const own = selected.get(item.property.id);
    let base = shown;
    let words = shownWords;
    if (own) {
      const others = [...selected].filter(([id]) => id !== item.property.id).map(([, set]) => set);
      base = intersectInto(ownBase, [scope, ...others, ...stock]);
      if (byPrice) base = withinPrice(base, prices, from, to, ownPriced);
      words = occupiedWords(base, ownWords);
    }
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

/**
 * The members of `set` priced within [from, to], written into `out` (returned): a loop of its
 * own, a callback a member cost.
 */
function withinPrice(
  set: Bitset,
  prices: Float64Array,
  from: number,
  to: number,
  out: Bitset,
): Bitset {
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    let kept = 0;
    while (word !== 0) {
      const lowest = word & -word;
      const price = prices[(i << 5) + 31 - Math.clz32(lowest)]!;
      if (price >= from && price <= to) kept |= lowest;
      word ^= lowest;
    }
    out[i] = kept;
  }
  return out;
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
