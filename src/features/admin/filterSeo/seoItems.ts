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
 * What the Go field accepts (R-SEO-1: a url without domain): a path, or a pasted full address of
 * which the path is kept. Anything else is null.
 */
export function pathOfTypedUrl(typed: string): string | null {
  const text = typed.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      return new URL(text).pathname;
    } catch {
      return null;
    }
  }
  return text.startsWith('/') && !text.startsWith('//') ? text : null;
}

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
