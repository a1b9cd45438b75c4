import type { Queryable } from '../shared';

export interface SectionRow {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  depth: number;
  path: number[];
}

export interface FilterConfigRow {
  id: number;
  uf_name: string;
  uf_section_id: number;
  uf_property_id: number;
  uf_use_default: boolean;
  uf_sort: number;
  uf_values: string[];
}

export interface PropertyRow {
  id: number;
  code: string;
  name: string;
  shared: boolean;
}

export interface ValueCountRow {
  property_id: number;
  value: string;
  count: number;
  /** Products the section shows through its section relations only (spec §2's relations mark). */
  related: number;
}

export const sections = (db: Queryable) =>
  db.query<SectionRow>(
    'SELECT id, parent_id, name, sort, depth, path FROM sections ORDER BY sort, id',
  );

export const sectionById = async (db: Queryable, id: number) =>
  (
    await db.query<SectionRow>(
      'SELECT id, parent_id, name, sort, depth, path FROM sections WHERE id = $1',
      [id],
    )
  )[0];

export const sectionIdsWithSettings = async (db: Queryable): Promise<Set<number>> =>
  new Set(
    (
      await db.query<{ id: number }>(
        `SELECT uf_section_id AS id FROM filter_config
          UNION SELECT section_id FROM filter_disabled_properties`,
      )
    ).map((row) => row.id),
  );

export const binds = (db: Queryable) =>
  db.query<{ section_id: number; bind_section_id: number }>(
    'SELECT section_id, bind_section_id FROM filter_binds ORDER BY section_id',
  );

export const bindOf = async (db: Queryable, sectionId: number) =>
  (
    await db.query<{ bind_section_id: number }>(
      'SELECT bind_section_id FROM filter_binds WHERE section_id = $1',
      [sectionId],
    )
  )[0]?.bind_section_id;

export const sectionsBoundTo = async (db: Queryable, sectionId: number) =>
  (
    await db.query<{ section_id: number }>(
      'SELECT section_id FROM filter_binds WHERE bind_section_id = $1',
      [sectionId],
    )
  ).map((row) => row.section_id);

export const configRows = (db: Queryable, sectionId: number) =>
  db.query<FilterConfigRow>(
    `SELECT id, uf_name, uf_section_id, uf_property_id, uf_use_default, uf_sort, uf_values
       FROM filter_config WHERE uf_section_id = $1 ORDER BY uf_sort, id`,
    [sectionId],
  );

export const disabledProperties = async (db: Queryable, sectionId: number) =>
  new Set(
    (
      await db.query<{ property_id: number }>(
        'SELECT property_id FROM filter_disabled_properties WHERE section_id = $1',
        [sectionId],
      )
    ).map((row) => row.property_id),
  );

/** Only list properties have values a filter can offer (the catalogue's filter reads the same). */
export const listProperties = (db: Queryable) =>
  db.query<PropertyRow>(
    `SELECT id, code, name, shared FROM properties WHERE type = 'list' ORDER BY sort, id`,
  );

export const unknownListPropertyIds = async (db: Queryable, ids: readonly number[]) =>
  (
    await db.query<{ id: number }>(
      `SELECT u.id FROM unnest($1::int[]) AS u(id)
        WHERE NOT EXISTS (SELECT 1 FROM properties p WHERE p.id = u.id AND p.type = 'list')`,
      [ids],
    )
  ).map((row) => row.id);

export const sectionProperties = (db: Queryable, sectionIds: readonly number[]) =>
  db.query<{ section_id: number; property_id: number; required: boolean }>(
    `SELECT section_id, property_id, required FROM section_properties WHERE section_id = ANY($1::int[])`,
    [sectionIds],
  );
