import type { FilterItem } from './filterSettings';
import { CATALOGUE_URL, type FilterValue, type SectionNode } from './catalogSnapshot';

export const SORTS = [
  { code: 'popularity', name: 'По популярности' },
  { code: 'price_asc', name: 'Сначала дешёвые' },
  { code: 'price_desc', name: 'Сначала дорогие' },
  { code: 'new', name: 'Новинки' },
] as const;
export type SortCode = (typeof SORTS)[number]['code'];
const DEFAULT_SORT: SortCode = 'popularity';

/** What the visitor asked for on a catalogue page (docs/catalog.md "Urls"). */
export interface Selection {
  /** Selected values by property id, each set in the filter's value order when built by urls. */
  values: Map<number, Set<FilterValue>>;
  priceFrom: number | null;
  priceTo: number | null;
  /** Only products in stock (`in_stock=1`, issue 26 point 3). */
  inStock: boolean;
  sort: SortCode;
}

/** The query parameter of the «В наличии» filter; its only value is '1'. */
const IN_STOCK_PARAM = 'in_stock';

/** ARCHITECTURE §7: the clean, indexable url of a section filtered by one value. */
export function landingUrl(section: SectionNode, propertyCode: string, value: FilterValue): string {
  return `${section.url}${propertyCode}-${value.slug}/`;
}

/** Finds the value of a landing segment `{propertyCode}-{valueSlug}` among the filter's items. */
export function landingValue(
  items: readonly FilterItem[],
  segment: string,
): { item: FilterItem; value: FilterValue } | undefined {
  // Property codes contain '-' themselves ('forma-straz'), so try every code that prefixes it.
  for (const item of [...items].sort((a, b) => b.property.code.length - a.property.code.length)) {
    const prefix = `${item.property.code}-`;
    if (!segment.startsWith(prefix)) continue;
    const value = item.property.valueBySlug.get(segment.slice(prefix.length));
    if (value && item.values.includes(value)) return { item, value };
  }
  return undefined;
}

/**
 * The selection of a url: `?{propertyCode}=slug,slug&in_stock=1&price_from=&price_to=&sort=`, plus
 * a landing value.
 */
export function parseSelection(
  items: readonly FilterItem[],
  query: URLSearchParams,
  landing?: { item: FilterItem; value: FilterValue },
): Selection {
  const values = new Map<number, Set<FilterValue>>();
  for (const item of items) {
    const slugs = new Set((query.get(item.property.code) ?? '').split(',').filter(Boolean));
    const chosen = item.values.filter((value) => slugs.has(value.slug) || landing?.value === value);
    if (chosen.length > 0) values.set(item.property.id, new Set(chosen));
  }
  const sort = SORTS.find((option) => option.code === query.get('sort'))?.code ?? DEFAULT_SORT;
  return {
    values,
    priceFrom: price(query.get('price_from')),
    priceTo: price(query.get('price_to')),
    inStock: query.get(IN_STOCK_PARAM) === '1',
    sort,
  };
}

/**
 * Roubles as a person types them (`1500`, `1499,90`): digits up to the prices' own range, kopecks
 * at most. Anything else (`1e308`, `0x10`, `-5`) filters nothing, and so never reaches the
 * filter links the page builds from the selection.
 */
const PRICE_TEXT = /^\d{1,10}(?:[.,]\d{1,2})?$/;

function price(text: string | null): number | null {
  const trimmed = text?.trim() ?? '';
  return PRICE_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/**
 * The canonical url of a selection, page 1 (ARCHITECTURE §7): one value -> its landing under the
 * section; several -> the section url with the values as query parameters (filter order); then
 * in_stock, price_from, price_to and sort (popularity is the default and left out).
 */
export function selectionUrl(
  section: SectionNode | null,
  items: readonly FilterItem[],
  selection: Selection,
): string {
  const chosen = items.flatMap((item) => {
    const set = selection.values.get(item.property.id);
    return set ? [{ item, values: item.values.filter((value) => set.has(value)) }] : [];
  });
  const single = chosen.length === 1 && chosen[0]!.values.length === 1 ? chosen[0]! : undefined;
  const params: string[] = [];
  let path = section?.url ?? CATALOGUE_URL;
  if (single && section) path = landingUrl(section, single.item.property.code, single.values[0]!);
  else {
    for (const { item, values } of chosen) {
      params.push(
        `${item.property.code}=${values.map((v) => encodeURIComponent(v.slug)).join(',')}`,
      );
    }
  }
  // Stock changes with every sale: the filter is a query parameter, never a landing of its own.
  if (selection.inStock) params.push(`${IN_STOCK_PARAM}=1`);
  if (selection.priceFrom !== null) params.push(`price_from=${selection.priceFrom}`);
  if (selection.priceTo !== null) params.push(`price_to=${selection.priceTo}`);
  if (selection.sort !== DEFAULT_SORT) params.push(`sort=${selection.sort}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

/** The same selection with one value switched on or off. */
export function toggleValue(selection: Selection, value: FilterValue): Selection {
  const values = new Map(selection.values);
  const set = new Set(values.get(value.propertyId));
  if (set.has(value)) set.delete(value);
  else set.add(value);
  if (set.size > 0) values.set(value.propertyId, set);
  else values.delete(value.propertyId);
  return { ...selection, values };
}
