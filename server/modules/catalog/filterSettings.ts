import type { FilterValue, ListProperty } from './catalogSnapshot';
import type { CatalogSnapshot } from './catalogSnapshot';

/** One property of a section's smart filter, values in display order. */
export interface FilterItem {
  property: ListProperty;
  name: string;
  values: FilterValue[];
}

/** spec §2: the default settings ('По-умолчанию') are section 0. */
const DEFAULT_SETTINGS_SECTION = 0;

/**
 * The filter of a section (null: the catalogue root), spec §2-§3 "Filter config":
 * - a section bound to another (filter_binds) uses the other section's settings;
 * - a section without items of its own uses the default section 0;
 * - an item with UF_USE_DEFAULT takes its name and value order from the default item of the
 *   same property (its place, UF_SORT, stays the section's);
 * - properties switched off for the settings' section are left out;
 * - items in UF_SORT order; values in UF_VALUES order first, the rest by name, size-like values
 *   ('10x20') numerically.
 */
export function filterItems(snapshot: CatalogSnapshot, sectionId: number | null): FilterItem[] {
  return snapshot.memo(`filter:${sectionId}`, () => buildFilterItems(snapshot, sectionId));
}

function buildFilterItems(snapshot: CatalogSnapshot, sectionId: number | null): FilterItem[] {
  const own = sectionId ?? DEFAULT_SETTINGS_SECTION;
  const settingsSection = snapshot.filterBinds.get(own) ?? own;
  const defaults = snapshot.filterConfig.get(DEFAULT_SETTINGS_SECTION) ?? [];
  const rows = snapshot.filterConfig.get(settingsSection) ?? defaults;
  const disabled = snapshot.disabledProperties.get(settingsSection);
  const items: FilterItem[] = [];
  for (const row of rows) {
    const property = snapshot.properties.get(row.uf_property_id);
    if (!property || disabled?.has(property.id)) continue;
    const source =
      row.uf_use_default && row.uf_section_id !== DEFAULT_SETTINGS_SECTION
        ? (defaults.find((item) => item.uf_property_id === property.id) ?? row)
        : row;
    items.push({
      property,
      name: source.uf_name || property.name,
      values: orderValues(property, source.uf_values),
    });
  }
  return items;
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });
const SIZE = /^(\d+(?:[.,]\d+)?)\s*[xх×]\s*(\d+(?:[.,]\d+)?)$/i;

function sizeOf(value: string): [number, number] | null {
  const match = SIZE.exec(value.trim());
  if (!match) return null;
  return [Number(match[1]!.replace(',', '.')), Number(match[2]!.replace(',', '.'))];
}

/** spec §2: size-like values such as '10x20' sort numerically (width, then height). */
function compareValueNames(a: string, b: string): number {
  const sizeA = sizeOf(a);
  const sizeB = sizeOf(b);
  if (sizeA && sizeB) return sizeA[0] - sizeB[0] || sizeA[1] - sizeB[1];
  return collator.compare(a, b);
}

function orderValues(property: ListProperty, configured: readonly string[]): FilterValue[] {
  // spec §3: ALL_VALUES is keyed by the lower-cased value, so UF_VALUES match case-insensitively
  const rank = new Map(configured.map((value, i) => [value.toLowerCase(), i]));
  const rankOf = (value: FilterValue) => rank.get(value.value.toLowerCase()) ?? Infinity;
  return [...property.values].sort(
    (a, b) =>
      (rankOf(a) === rankOf(b) ? 0 : rankOf(a) - rankOf(b)) || compareValueNames(a.value, b.value),
  );
}
