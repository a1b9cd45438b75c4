import { NO, propertyColumn, YES } from '../columns';
import type { BindingRow, PropertyRow, SectionRow } from './queries';
import type { Schema } from '../../shared';

type YesNo = typeof YES | typeof NO;

/** openapi.yaml `ExchangeProperty` (spec §3 "Property", R-CSV-8). */
export type ExchangeProperty = Schema<'ExchangeProperty'>;

/**
 * A property as one section has it. How section_properties rows make it (docs in the report of
 * issue 14, H1):
 * - a row binds the property to its section and to every section below it;
 * - `inheritedFrom` is the topmost ancestor with a row: the binding comes from there and can be
 *   added or removed only there (R-CSV-5);
 * - `required` is the nearest row's flag, the section's own row first: a row in a section that
 *   also inherits the property only overrides the required flag for that section's branch
 *   (setRequiredSectionProperties writes such a row).
 */
export interface SectionBinding {
  required: boolean;
  inheritedFrom: number | null;
}

/** section id → property id → its row's required flag. */
export type BindingIndex = Map<number, Map<number, boolean>>;

export function indexBindings(rows: readonly BindingRow[]): BindingIndex {
  const index: BindingIndex = new Map();
  for (const row of rows) {
    const bySection = index.get(row.section_id) ?? new Map<number, boolean>();
    bySection.set(row.property_id, row.required);
    index.set(row.section_id, bySection);
  }
  return index;
}

export function bindingIn(
  section: Pick<SectionRow, 'id' | 'path'>,
  rows: BindingIndex,
  propertyId: number,
): SectionBinding | null {
  const inheritedFrom = section.path.find((id) => rows.get(id)?.has(propertyId)) ?? null;
  const own = rows.get(section.id)?.get(propertyId);
  if (own === undefined && inheritedFrom === null) return null;
  let required = own;
  for (let i = section.path.length - 1; required === undefined && i >= 0; i -= 1)
    required = rows.get(section.path[i]!)?.get(propertyId);
  return { required: required ?? false, inheritedFrom };
}

/** The ids a binding of these sections depends on: the sections and their ancestors. */
export const withAncestors = (list: readonly Pick<SectionRow, 'id' | 'path'>[]) => [
  ...new Set(list.flatMap((s) => [...s.path, s.id])),
];

const yesNo = (flag: boolean): YesNo => (flag ? YES : NO);

export function exchangeProperty(
  property: PropertyRow,
  enabled: boolean,
  required: boolean,
  inheritedFrom: number | null = null,
): ExchangeProperty {
  return {
    ID: property.id,
    NAME: property.name,
    CODE: property.code,
    COLUMN: propertyColumn(property.code),
    ENABLED: yesNo(enabled),
    REQUIRED: yesNo(enabled && required),
    SECTION_DATA: { INHERITED: yesNo(inheritedFrom !== null), INHERITED_FROM: inheritedFrom },
  };
}

/**
 * R-CSV-3, R-CSV-8: the section properties as several processed sections have them together.
 * - ENABLED 'Y' when the property is bound (own or inherited) to any of them;
 * - REQUIRED 'Y' when it is required in any of them where it is bound;
 * - INHERITED 'Y' only when none of them binds it itself, i.e. it comes from a section outside
 *   the processed ones (with subsections, a chosen section's own binding reaches its subsections
 *   but is not "inherited" for the choice); INHERITED_FROM is the section it comes from for the
 *   first processed section that has it.
 * With one section and no subsections this is exactly that section's view, the only case in which
 * the screen lets the flags be changed (R-CSV-4, R-CSV-5).
 */
export function combinedProperties(
  properties: readonly PropertyRow[],
  processed: readonly Pick<SectionRow, 'id' | 'path'>[],
  rows: BindingIndex,
): ExchangeProperty[] {
  return properties.map((property) => {
    const found = processed
      .map((section) => bindingIn(section, rows, property.id))
      .filter((b): b is SectionBinding => b !== null);
    const inherited = found.length > 0 && found.every((b) => b.inheritedFrom !== null);
    return exchangeProperty(
      property,
      found.length > 0,
      found.some((b) => b.required),
      inherited ? found[0]!.inheritedFrom : null,
    );
  });
}
