import { ADMIN_PATHS } from '@shared';
import type { FilterSeoItem, FilterSeoProperty, FilterSeoSaveItem } from '@features/api';

/** spec §3: UF_BASE_URL '/' is the default SEO configuration; it cannot be deleted (spec §5). */
export const DEFAULT_SEO_URL = '/';

/** The screen of one url's SEO settings, or the index (the editor panel links here too). */
export const filterSeoHref = (baseUrl?: string) =>
  baseUrl === undefined
    ? ADMIN_PATHS.filterSeo
    : `${ADMIN_PATHS.filterSeo}?base_url=${encodeURI(baseUrl)}`;

/**
 * The save body of a url (R-SEO-6): the items in screen order without ALL_VALUES, which is not
 * stored. UF_SORT in steps of 10 in that order, as the server stores it (spec §5).
 */
export function saveItems(items: readonly FilterSeoItem[]): FilterSeoSaveItem[] {
  return items.map(({ ALL_VALUES: _values, ...item }, index) => ({
    ...item,
    UF_SORT: (index + 1) * 10,
  }));
}

/** One item as the per-item save sends it: without ALL_VALUES (the server keeps its place). */
export function saveItem({ ALL_VALUES: _values, ...item }: FilterSeoItem): FilterSeoSaveItem {
  return item;
}

/**
 * Issue 25 point 9: a new item with no text and no replaces is not saved (the server refuses it
 * too, EMPTY_ITEM): it would only replace the '/' texts with the shop's plain ones.
 */
export const isEmptyNewItem = (item: FilterSeoItem) =>
  !item.ID &&
  item.UF_REPLACES.length === 0 &&
  Object.values(item.UF_META).every((text) => text.trim() === '');

/** Said on an empty new item's save, the server's EMPTY_ITEM text. */
export const emptyItemText = (item: FilterSeoItem) =>
  `Элемент «${item.NAME}» пуст: заполните H1, Title, Description или замены значений`;

/**
 * The items as edited, laid over the url's items the server now answers (after one item was
 * saved): edits stay, a saved new item takes its ID and values, items another save added take
 * their server place, items the server no longer has are gone (issue 25 point 9).
 */
export function rebaseSeoItems(
  edited: readonly FilterSeoItem[],
  now: readonly FilterSeoItem[],
): FilterSeoItem[] {
  const editedIds = new Set(edited.map((item) => item.ID).filter(Boolean));
  const claimed = new Set<number>();
  const result = edited.flatMap((item) => {
    const fresh = item.ID
      ? now.find((candidate) => candidate.ID === item.ID)
      : now.find(
          (candidate) =>
            candidate.UF_PROPERTY_ID === item.UF_PROPERTY_ID && !editedIds.has(candidate.ID),
        );
    if (!fresh) return item.ID ? [] : [item];
    claimed.add(fresh.ID);
    // An item switched to another property keeps its empty values until that is saved.
    const values =
      fresh.UF_PROPERTY_ID === item.UF_PROPERTY_ID ? fresh.ALL_VALUES : item.ALL_VALUES;
    return [{ ...item, ID: fresh.ID, ALL_VALUES: values }];
  });
  now.forEach((item, index) => {
    if (!claimed.has(item.ID)) result.splice(Math.min(index, result.length), 0, item);
  });
  return result;
}

/** Whether two lists of a url's items would save the same. */
export const sameSeoItems = (a: readonly FilterSeoItem[], b: readonly FilterSeoItem[]) =>
  JSON.stringify(saveItems(a)) === JSON.stringify(saveItems(b));

/** A new item of the url for a property: tagging on, the shop's default texts until filled in. */
export function newSeoItem(
  property: FilterSeoProperty,
  baseUrl: string,
  sort: number,
): FilterSeoItem {
  return {
    ID: 0,
    NAME: property.name,
    UF_BASE_URL: baseUrl,
    UF_ACTIVE: true,
    UF_USE_DEFAULT: false,
    UF_RE_LINK: false,
    UF_TO_LOWER_CASE: false,
    UF_META: { H1: '', TITLE: '', DESCRIPTION: '' },
    UF_PROPERTY_ID: property.id,
    UF_SORT: sort,
    UF_REPLACES: [],
    // The server sends the values with the saved item; the preview waits for them.
    ALL_VALUES: {},
  };
}
