import {
  badRequest,
  type Db,
  HttpError,
  type Queryable,
  type Schema,
  type Transaction,
} from '../shared';
import { loggedSave, recentChanges } from '../changeLog';
import * as q from './queries';

/** spec §2, §9: the default settings, 'По-умолчанию', are section 0. */
export const DEFAULT_SECTION_ID = 0;
const DEFAULT_SECTION_NAME = 'По-умолчанию';
/** R-FC-7: items are stored with UF_SORT 10, 20, 30 … in the order the client sends them. */
export const SORT_STEP = 10;
/** The change log's name for this screen (staff_changes.tool); the subject is the section id. */
export const CHANGE_LOG_TOOL = 'filter';
/** First key of the bindings' advisory lock; any number no other lock of the server uses. */
const FILTER_LOCK_CLASS = 1204;
/** Second key of the lock every new binding takes after its section's (changeLog.loggedWrite). */
const BINDINGS_LOCK = -1;

/** openapi.yaml `FilterSection`. */
type FilterSection = Schema<'FilterSection'>;

export type FilterConfigItem = Schema<'FilterConfigItem'>;

type FilterProperty = Schema<'FilterProperty'>;

export type FilterConfigDetail = Schema<'FilterConfigDetail'>;

/** openapi.yaml `FilterConfigSaveItem`; CODE and ALL_VALUES are accepted and never stored. */
export type SaveItem = Schema<'FilterConfigSaveItem'>;

const sectionNotFound = () => new HttpError(404, 'NOT_FOUND', 'Раздел не найден');

/** R-FC-1: every section in tree order, bullets for depth, 'По-умолчанию' first. */
export async function filterConfigIndex(db: Queryable) {
  const [rows, withSettings, bindRows] = await Promise.all([
    q.sections(db),
    q.sectionIdsWithSettings(db),
    q.binds(db),
  ]);
  const bound = new Set(bindRows.map((row) => row.section_id));
  const toSection = (id: number, name: string, parentId: number | null, depth: number) => {
    const label = `${'• '.repeat(depth)}${name}`;
    return {
      ID: id,
      LABEL: label,
      id,
      name,
      parentId,
      label,
      withSettings: withSettings.has(id),
      withRelations: bound.has(id),
    };
  };
  const children = new Map<number | null, q.SectionRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const allSections: FilterSection[] = [
    toSection(DEFAULT_SECTION_ID, DEFAULT_SECTION_NAME, null, 0),
  ];
  const walk = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      allSections.push(toSection(row.id, row.name, row.parent_id, depth));
      walk(row.id, depth + 1);
    }
  };
  walk(null, 1);
  return {
    allSections,
    sections: allSections.filter((s) => s.withSettings || s.withRelations),
    relations: bindRows.map((row) => ({
      sectionId: row.section_id,
      bindSectionId: row.bind_section_id,
    })),
  };
}

async function sectionName(db: Queryable, id: number): Promise<string | undefined> {
  if (id === DEFAULT_SECTION_ID) return DEFAULT_SECTION_NAME;
  return (await q.sectionById(db, id))?.name;
}

/**
 * How many active products of a section's subtree (every product for section 0) carry each value
 * of the given properties; values no product carries count 0. The routes answer it from the
 * catalogue index, which holds every product's values (issue 24 point 1: a SQL count over 100 000
 * products took most of a save's time).
 */
export type ValueCounter = (
  sectionId: number,
  propertyIds: readonly number[],
) => readonly q.ValueCountRow[];

/**
 * An item's ALL_VALUES: every value of its property keyed in lower case, with its count, and
 * RELATED_COUNT when the section shows more products with it through its relations.
 */
export function allValuesOf(
  counts: readonly q.ValueCountRow[],
  propertyId: number,
): FilterConfigItem['ALL_VALUES'] {
  const values: FilterConfigItem['ALL_VALUES'] = {};
  for (const value of counts)
    if (value.property_id === propertyId)
      values[value.value.toLowerCase()] = {
        VALUE: value.value,
        NAME: value.value,
        COUNT: value.count,
        ...(value.related > 0 && { RELATED_COUNT: value.related }),
      };
  return values;
}

/** R-FC-2/3: the section's items (the defaults as a template when it has none) and properties. */
export async function filterConfigDetail(
  db: Queryable,
  valueCounts: ValueCounter,
  sectionId: number,
): Promise<FilterConfigDetail> {
  const section = sectionId === DEFAULT_SECTION_ID ? undefined : await q.sectionById(db, sectionId);
  if (sectionId !== DEFAULT_SECTION_ID && !section) throw sectionNotFound();
  const bindId = await q.bindOf(db, sectionId);
  const bindName = bindId === undefined ? undefined : await sectionName(db, bindId);

  const [own, properties, disabled] = await Promise.all([
    q.configRows(db, sectionId),
    q.listProperties(db),
    q.disabledProperties(db, sectionId),
  ]);
  const rows =
    own.length > 0 || sectionId === DEFAULT_SECTION_ID
      ? own
      : (await q.configRows(db, DEFAULT_SECTION_ID)).map((row) => ({
          ...row,
          id: 0,
          uf_section_id: sectionId,
          uf_use_default: true,
        }));
  const byId = new Map(properties.map((p) => [p.id, p]));
  const counts = valueCounts(
    sectionId,
    rows.map((row) => row.uf_property_id),
  );
  const items = rows
    .filter((row) => !disabled.has(row.uf_property_id))
    .map((row): FilterConfigItem => {
      const property = byId.get(row.uf_property_id);
      return {
        ID: row.id,
        UF_NAME: row.uf_name || property?.name || '',
        CODE: property?.code ?? '',
        UF_SECTION_ID: row.uf_section_id,
        UF_PROPERTY_ID: row.uf_property_id,
        UF_USE_DEFAULT: row.uf_use_default && sectionId !== DEFAULT_SECTION_ID ? '1' : '0',
        UF_SORT: row.uf_sort,
        UF_VALUES: row.uf_values,
        ALL_VALUES: allValuesOf(counts, row.uf_property_id),
      };
    });

  // A property belongs to a section through the section itself, an ancestor, or being shared.
  const lineage = section ? [section.id, ...[...section.path].reverse()] : [];
  const bindings = await q.sectionProperties(db, lineage);
  const ownerOf = (propertyId: number) =>
    lineage.find((id) => bindings.some((b) => b.section_id === id && b.property_id === propertyId));
  return {
    section: { id: sectionId, name: section?.name ?? DEFAULT_SECTION_NAME },
    bindSection: bindId === undefined ? null : { id: bindId, name: bindName ?? '' },
    changes: await recentChanges(db, CHANGE_LOG_TOOL, String(sectionId)),
    items,
    properties: properties.map((p): FilterProperty => {
      const owner = ownerOf(p.id);
      const required = bindings.some(
        (b) => b.section_id === owner && b.property_id === p.id && b.required,
      );
      return {
        ID: p.id,
        NAME: p.name,
        CODE: p.code,
        ENABLED: !disabled.has(p.id),
        REQUIRED: required ? 'Y' : 'N',
        SECTION_DATA: {
          INHERITED: owner === sectionId ? 'N' : 'Y',
          INHERITED_FROM: owner ?? DEFAULT_SECTION_ID,
        },
      };
    }),
  };
}

/** The section's settings as the change log keeps them: items, switched-off properties, binding. */
export async function settingsState(tx: Queryable, sectionId: number) {
  const items = await tx.query<{
    code: string;
    uf_name: string;
    uf_use_default: boolean;
    uf_sort: number;
    uf_values: string[];
  }>(
    `SELECT p.code, c.uf_name, c.uf_use_default, c.uf_sort, c.uf_values
       FROM filter_config c JOIN properties p ON p.id = c.uf_property_id
      WHERE c.uf_section_id = $1 ORDER BY c.uf_sort, c.id`,
    [sectionId],
  );
  const disabled = await tx.query<{ code: string }>(
    `SELECT p.code FROM filter_disabled_properties d JOIN properties p ON p.id = d.property_id
      WHERE d.section_id = $1 ORDER BY p.code`,
    [sectionId],
  );
  return {
    items: items.map((row) => ({
      CODE: row.code,
      UF_NAME: row.uf_name,
      UF_USE_DEFAULT: row.uf_use_default ? '1' : '0',
      UF_SORT: row.uf_sort,
      UF_VALUES: row.uf_values,
    })),
    disabled: disabled.map((row) => row.code),
    bindSectionId: (await q.bindOf(tx, sectionId)) ?? null,
  };
}

/**
 * Runs a write on one section in one transaction together with its change log record; resolves
 * to whether it changed the section's settings (a save that changes nothing writes nothing).
 */
export async function loggedSectionWrite(
  db: Db,
  userId: number,
  sectionId: number,
  write: (tx: Transaction) => Promise<unknown>,
  revertOf?: number,
): Promise<boolean> {
  const subject = String(sectionId);
  const state = (tx: Transaction) => settingsState(tx, sectionId);
  const logged = { userId, tool: CHANGE_LOG_TOOL, subject, state, revertOf };
  return (await loggedSave(db, logged, write)).changed;
}

async function requireSection(db: Queryable, id: number): Promise<void> {
  if ((await sectionName(db, id)) === undefined)
    throw badRequest(`Раздел с id ${id} не найден`, 'UNKNOWN_SECTION');
}

async function requireListProperties(db: Queryable, ids: readonly number[]): Promise<void> {
  const unknown = await q.unknownListPropertyIds(db, ids);
  if (unknown.length > 0)
    throw badRequest(`Свойство с id ${unknown.join(', ')} не найдено`, 'UNKNOWN_PROPERTY');
}

/** Replaces the section's items and switched-off properties with a copy of another section's. */
export async function copyFilterConfig(
  db: Db,
  userId: number,
  sectionId: number,
  copySectionId: number,
): Promise<boolean> {
  if (sectionId === copySectionId)
    throw badRequest('Нельзя скопировать настройки раздела в него же', 'SAME_SECTION');
  await requireSection(db, sectionId);
  await requireSection(db, copySectionId);
  return loggedSectionWrite(db, userId, sectionId, async (tx) => {
    await tx.query('DELETE FROM filter_config WHERE uf_section_id = $1', [sectionId]);
    await tx.query(
      `INSERT INTO filter_config (uf_name, uf_section_id, uf_property_id, uf_use_default, uf_sort, uf_values)
       SELECT uf_name, $1, uf_property_id, uf_use_default AND $1 <> 0, uf_sort, uf_values
         FROM filter_config WHERE uf_section_id = $2`,
      [sectionId, copySectionId],
    );
    await tx.query('DELETE FROM filter_disabled_properties WHERE section_id = $1', [sectionId]);
    await tx.query(
      `INSERT INTO filter_disabled_properties (section_id, property_id)
       SELECT $1, property_id FROM filter_disabled_properties WHERE section_id = $2`,
      [sectionId, copySectionId],
    );
  });
}

/** R-FC-3: the section shows the other section's filter; bindSectionId 0 removes the binding. */
export async function bindFilterConfig(
  db: Db,
  userId: number,
  sectionId: number,
  bindSectionId: number,
): Promise<boolean> {
  if (sectionId === DEFAULT_SECTION_ID)
    throw badRequest('Настройки по умолчанию нельзя привязать к разделу', 'DEFAULT_SECTION');
  if (sectionId === bindSectionId)
    throw badRequest('Нельзя привязать раздел к нему же', 'SAME_SECTION');
  await requireSection(db, sectionId);
  await requireSection(db, bindSectionId);
  return loggedSectionWrite(db, userId, sectionId, (tx) =>
    writeBinding(tx, sectionId, bindSectionId),
  );
}

/** Binds the section (bindSectionId 0: unbinds it) inside a logged write on the section. */
export async function writeBinding(
  tx: Transaction,
  sectionId: number,
  bindSectionId: number,
): Promise<void> {
  if (bindSectionId !== DEFAULT_SECTION_ID) {
    // The shop follows one binding, not a chain (catalog/filterSettings.ts). New bindings are
    // checked one at a time: A to B and B to A at once would each pass a check made outside.
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [FILTER_LOCK_CLASS, BINDINGS_LOCK]);
    if ((await q.bindOf(tx, bindSectionId)) !== undefined)
      throw badRequest('Этот раздел сам привязан к другому разделу', 'BIND_CHAIN');
    if ((await q.sectionsBoundTo(tx, sectionId)).length > 0)
      throw badRequest('К этому разделу привязаны другие разделы', 'BIND_CHAIN');
  }
  await tx.query('DELETE FROM filter_binds WHERE section_id = $1', [sectionId]);
  if (bindSectionId !== DEFAULT_SECTION_ID)
    await tx.query('INSERT INTO filter_binds (section_id, bind_section_id) VALUES ($1, $2)', [
      sectionId,
      bindSectionId,
    ]);
}

export async function setFilterPropertyEnabled(
  db: Db,
  userId: number,
  sectionId: number,
  propertyId: number,
  enabled: boolean,
): Promise<boolean> {
  await requireSection(db, sectionId);
  await requireListProperties(db, [propertyId]);
  return loggedSectionWrite(db, userId, sectionId, (tx) =>
    tx.query(
      enabled
        ? 'DELETE FROM filter_disabled_properties WHERE section_id = $1 AND property_id = $2'
        : `INSERT INTO filter_disabled_properties (section_id, property_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING`,
      [sectionId, propertyId],
    ),
  );
}

/**
 * R-FC-7: the section's items become exactly `items`, UF_SORT 10, 20, 30 … in array order; CODE
 * and ALL_VALUES are not stored. Returns the section saved and whether its settings changed.
 */
export async function saveFilterConfig(
  db: Db,
  userId: number,
  items: readonly SaveItem[],
): Promise<{ sectionId: number; changed: boolean }> {
  const sectionIds = new Set(items.map((item) => item.UF_SECTION_ID));
  if (sectionIds.size !== 1)
    throw badRequest('Все элементы должны относиться к одному разделу', 'MIXED_SECTIONS');
  const [sectionId] = [...sectionIds] as [number];
  const propertyIds = items.map((item) => item.UF_PROPERTY_ID);
  if (new Set(propertyIds).size !== propertyIds.length)
    throw badRequest('Свойство указано в фильтре дважды', 'DUPLICATE_PROPERTY');
  await requireSection(db, sectionId);
  await requireListProperties(db, propertyIds);
  const changed = await loggedSectionWrite(db, userId, sectionId, async (tx) => {
    await tx.query(
      'DELETE FROM filter_config WHERE uf_section_id = $1 AND NOT (uf_property_id = ANY($2::int[]))',
      [sectionId, propertyIds],
    );
    for (const [i, item] of items.entries())
      await upsertItem(tx, sectionId, item, (i + 1) * SORT_STEP);
  });
  return { sectionId, changed };
}

export function upsertItem(tx: Transaction, sectionId: number, item: SaveItem, sort: number) {
  return tx.query(
    `INSERT INTO filter_config (uf_name, uf_section_id, uf_property_id, uf_use_default, uf_sort, uf_values)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (uf_section_id, uf_property_id) DO UPDATE
        SET uf_name = EXCLUDED.uf_name, uf_use_default = EXCLUDED.uf_use_default,
            uf_sort = EXCLUDED.uf_sort, uf_values = EXCLUDED.uf_values`,
    [
      item.UF_NAME ?? '',
      sectionId,
      item.UF_PROPERTY_ID,
      item.UF_USE_DEFAULT === '1' && sectionId !== DEFAULT_SECTION_ID,
      sort,
      item.UF_VALUES,
    ],
  );
}
