import type { FilterConfigItem, FilterConfigSaveItem } from '@features/api';

/** spec §5, §9: filter items are saved with UF_SORT in steps of 10. */
const SORT_STEP = 10;

/**
 * R-FC-7: the save call's items, in the order on screen, UF_SORT 10, 20, 30 …; CODE and
 * ALL_VALUES are display data and are not sent.
 */
export function saveItems(items: readonly FilterConfigItem[]): FilterConfigSaveItem[] {
  return items.map(({ CODE: _code, ALL_VALUES: _allValues, ...item }, i) => ({
    ...item,
    UF_SORT: (i + 1) * SORT_STEP,
  }));
}
