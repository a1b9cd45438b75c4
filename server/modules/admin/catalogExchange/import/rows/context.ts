import { priceTypes, propertyColumn, type PriceType } from '../../columns';
import { asWritten, type CsvEncoding } from '../../csvText';
import { allColumns, type CsvColumn, type Queryable } from '../../shared';

interface SectionInfo {
  id: number;
  name: string;
  parentId: number | null;
  /** Ancestor ids, root first (sections.path). */
  path: number[];
}

type PropertyType = 'list' | 'string' | 'number' | 'boolean';

export interface PropertyInfo {
  id: number;
  code: string;
  name: string;
  type: PropertyType;
  /** The shop format's column: PROPERTY_<CODE>. */
  column: string;
}

interface ValueInfo {
  id: number;
  propertyId: number;
  value: string;
}

/** Everything checking a row needs from the database, loaded once per job (small: no products). */
export interface CheckContext {
  sections: Map<number, SectionInfo>;
  /** Bitrix IC_GROUP0..2: the section by its names from the top level, see `namePathKey`. */
  sectionsByNamePath: Map<string, number>;
  properties: Map<number, PropertyInfo>;
  /** By code in lower case. */
  propertiesByCode: Map<string, PropertyInfo>;
  /** By the shop format's column, PROPERTY_<CODE>. */
  propertiesByColumn: Map<string, PropertyInfo>;
  /** Per list property: its values by text in lower case. */
  values: Map<number, Map<string, ValueInfo>>;
  valuesById: Map<number, ValueInfo>;
  /**
   * CSV column descriptions (issue 13) by CODE, with their FILTER_DATA rules; each rule's
   * SECTION_IDS also lists the subsections it governs (`withSubsections`).
   */
  columns: Map<string, CsvColumn>;
  /** List properties whose values are all sizes in the shop's form ('40x50'): cells normalise. */
  sizeProperties: Set<number>;
  priceTypes: Map<number, PriceType>;
  /** By code in lower case. */
  priceTypesByCode: Map<string, PriceType>;
  /** Properties bound as required to a section itself (section 0: every section). */
  requiredBindings: Map<number, Set<number>>;
  /** A stored text as the file being read can hold it (`asWritten` in its encoding). */
  asWritten: (stored: string) => string;
}

/** The key of a section's name path: names trimmed, lower-cased, joined. */
export const namePathKey = (names: readonly string[]) =>
  names.map((name) => name.trim().toLowerCase()).join('\u0000');

/**
 * The rows a check context is made of, as the database gives them.
 * @internal exported for a test only
 */
export interface CheckContextRows {
  sections: { id: number; name: string; parent_id: number | null; path: number[] }[];
  properties: { id: number; code: string; name: string; type: PropertyType }[];
  /** In the order a property lists its values (sort, id). */
  values: ValueInfo[];
  columns: CsvColumn[];
  priceTypes: PriceType[];
  /** section_properties rows with `required` set. */
  requiredBindings: { section_id: number; property_id: number }[];
  /** The file's encoding; UTF-8 when not given. */
  encoding?: CsvEncoding;
}

export async function loadCheckContext(
  db: Queryable,
  encoding: CsvEncoding = 'utf-8',
): Promise<CheckContext> {
  const [sections, properties, values, columns, types, requiredBindings] = await Promise.all([
    db.query<CheckContextRows['sections'][number]>(
      'SELECT id, name, parent_id, path FROM sections ORDER BY id',
    ),
    db.query<CheckContextRows['properties'][number]>(
      'SELECT id, code, name, type FROM properties ORDER BY id',
    ),
    db.query<ValueInfo>(
      'SELECT id, property_id AS "propertyId", value FROM property_values ORDER BY sort, id',
    ),
    allColumns(db),
    priceTypes(db),
    db.query<CheckContextRows['requiredBindings'][number]>(
      'SELECT section_id, property_id FROM section_properties WHERE required',
    ),
  ]);
  return buildCheckContext({
    sections,
    properties,
    values,
    columns,
    priceTypes: types,
    requiredBindings,
    encoding,
  });
}

/**
 * The lookups, from the rows (pure, so row tests build a context without a database).
 * @internal exported for a test only
 */
export function buildCheckContext(rows: CheckContextRows): CheckContext {
  const sections = new Map(
    rows.sections.map((s) => [
      s.id,
      { id: s.id, name: s.name, parentId: s.parent_id, path: s.path ?? [] },
    ]),
  );
  const sectionsByNamePath = new Map<string, number>();
  for (const section of sections.values()) {
    const names = [...section.path, section.id].map((id) => sections.get(id)?.name ?? '');
    const key = namePathKey(names);
    // Two sections with one name path: the first (lowest id) wins.
    if (!sectionsByNamePath.has(key)) sectionsByNamePath.set(key, section.id);
  }

  const properties = new Map<number, PropertyInfo>();
  for (const p of rows.properties) properties.set(p.id, { ...p, column: propertyColumn(p.code) });
  const values = new Map<number, Map<string, ValueInfo>>();
  const valuesById = new Map<number, ValueInfo>();
  for (const value of rows.values) {
    valuesById.set(value.id, value);
    let byText = values.get(value.propertyId);
    if (!byText) values.set(value.propertyId, (byText = new Map()));
    const key = value.value.trim().toLowerCase();
    if (!byText.has(key)) byText.set(key, value);
  }

  const requiredBindings = new Map<number, Set<number>>();
  for (const b of rows.requiredBindings) {
    let set = requiredBindings.get(b.section_id);
    if (!set) requiredBindings.set(b.section_id, (set = new Set()));
    set.add(b.property_id);
  }

  return {
    sections,
    sectionsByNamePath,
    properties,
    propertiesByCode: new Map([...properties.values()].map((p) => [p.code.toLowerCase(), p])),
    propertiesByColumn: new Map([...properties.values()].map((p) => [p.column, p])),
    values,
    valuesById,
    columns: new Map(rows.columns.map((c) => [c.CODE, withSubsections(c, sections)])),
    sizeProperties: sizePropertiesOf(values),
    priceTypes: new Map(rows.priceTypes.map((t) => [t.id, t])),
    priceTypesByCode: new Map(rows.priceTypes.map((t) => [t.code.toLowerCase(), t])),
    requiredBindings,
    asWritten: (stored) => asWritten(stored, rows.encoding ?? 'utf-8'),
  };
}

/**
 * issue 25 point 2: a column's rule governs the sections it names and their subsections. Each
 * section takes the rule of its nearest named self or ancestor (the first rule naming that one),
 * so a rule naming a subsection wins over its parent's there. The rules' SECTION_IDS list every
 * section they govern, which `normaliseCell` matches.
 */
function withSubsections(column: CsvColumn, sections: Map<number, SectionInfo>): CsvColumn {
  if (column.FILTER_DATA.length === 0) return column;
  const ruleOf = new Map<number, number>();
  column.FILTER_DATA.forEach((rule, i) => {
    for (const id of [rule.SECTION_ID, ...rule.SECTION_IDS]) if (!ruleOf.has(id)) ruleOf.set(id, i);
  });
  const governed = column.FILTER_DATA.map(
    (rule) => new Set([rule.SECTION_ID, ...rule.SECTION_IDS]),
  );
  for (const section of sections.values()) {
    const nearest = [section.id, ...[...section.path].reverse()].find((id) => ruleOf.has(id));
    if (nearest !== undefined) governed[ruleOf.get(nearest)!]!.add(section.id);
  }
  return {
    ...column,
    FILTER_DATA: column.FILTER_DATA.map((rule, i) => ({
      ...rule,
      SECTION_IDS: [...governed[i]!],
    })),
  };
}

/** The shop writes sizes as numbers joined by 'x': '40x50', '30x30x2'. */
const SHOP_SIZE = /^\d+(?:\.\d+)?(?:x\d+(?:\.\d+)?){1,2}$/;

function sizePropertiesOf(values: Map<number, Map<string, ValueInfo>>): Set<number> {
  const sizes = new Set<number>();
  for (const [propertyId, byText] of values)
    if ([...byText.values()].every((v) => SHOP_SIZE.test(v.value.trim()))) sizes.add(propertyId);
  return sizes;
}

/**
 * The properties a product of `sectionId` must have: required where the section or one of its
 * ancestors binds them (a binding is inherited down the tree), plus the shared required ones
 * (section 0). Null (no section): the shared ones only.
 */
export function requiredProperties(
  context: CheckContext,
  sectionId: number | null,
): PropertyInfo[] {
  const ids = new Set(context.requiredBindings.get(0) ?? []);
  const section = sectionId === null ? undefined : context.sections.get(sectionId);
  if (section)
    for (const id of [...section.path, section.id])
      for (const propertyId of context.requiredBindings.get(id) ?? []) ids.add(propertyId);
  return [...ids].flatMap((id) => context.properties.get(id) ?? []);
}
