import type { FilterConfigItem, FilterValueInfo } from '@features/api';
import { compareSizes } from '@ui/format';

export type ValueSortKey = 'name' | 'count';
export type SortDirection = 'asc' | 'desc';

/** One value of a filter item as the screen lists it. */
export interface ValueRow extends FilterValueInfo {
  /** Placed by the settings (in UF_VALUES), not just following the others. */
  pinned: boolean;
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });
// A value that is a size and nothing else: '10x20', '12,5 × 20'. Only two of them compare by
// their numbers; 'Акрил 12 мл' against 'Масло 10 мл' stays a comparison of words.
const SIZE_LIKE = /^\s*\d+(?:[.,]\d+)?\s*[xх×*]\s*\d+(?:[.,]\d+)?\s*$/i;

/** R-FC-5: names alphabetically, size-like names ('10x20', '40x50') by their numbers. */
function compareValueNames(a: string, b: string): number {
  if (SIZE_LIKE.test(a) && SIZE_LIKE.test(b)) return compareSizes(a, b);
  return collator.compare(a, b);
}

/**
 * The item's values in the order the shop shows them (server catalog/filterSettings.ts): those
 * in UF_VALUES first, in that order, then the rest by name.
 */
export function valueRows(item: Pick<FilterConfigItem, 'UF_VALUES' | 'ALL_VALUES'>): ValueRow[] {
  const rank = new Map(item.UF_VALUES.map((value, i) => [value.toLowerCase(), i]));
  const rankOf = (value: FilterValueInfo) => rank.get(value.VALUE.toLowerCase()) ?? Infinity;
  return Object.values(item.ALL_VALUES)
    .map((value) => ({ ...value, pinned: rank.has(value.VALUE.toLowerCase()) }))
    .sort(
      (a, b) =>
        (rankOf(a) === rankOf(b) ? 0 : rankOf(a) - rankOf(b)) || compareValueNames(a.NAME, b.NAME),
    );
}

/**
 * R-FC-5: every value of the item sorted by name or by count, ascending or descending, as the new
 * UF_VALUES (so the shop shows exactly this order). Ties in count go by name.
 */
export function sortedValues(
  item: Pick<FilterConfigItem, 'ALL_VALUES'>,
  key: ValueSortKey,
  direction: SortDirection,
): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: FilterValueInfo, b: FilterValueInfo) => compareValueNames(a.NAME, b.NAME);
  const compare =
    key === 'name'
      ? (a: FilterValueInfo, b: FilterValueInfo) => sign * byName(a, b)
      : (a: FilterValueInfo, b: FilterValueInfo) => sign * (a.COUNT - b.COUNT) || byName(a, b);
  return Object.values(item.ALL_VALUES)
    .sort(compare)
    .map((value) => value.VALUE);
}
