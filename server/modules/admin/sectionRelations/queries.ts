import type { Queryable } from '../shared';

export interface SectionRow {
  id: number;
  parent_id: number | null;
  name: string;
}
export interface RelationRow {
  section_id: number;
  items: number[];
}

/** Every section in the catalogue's order; the service lays them out as a tree. */
export const sections = (db: Queryable) =>
  db.query<SectionRow>('SELECT id, parent_id, name FROM sections ORDER BY sort, id');

/** Sections with filter settings of their own (the spec's withSettings mark). */
export async function sectionIdsWithSettings(db: Queryable): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    'SELECT DISTINCT uf_section_id AS id FROM filter_config',
  );
  return new Set(rows.map((row) => row.id));
}

export const relations = (db: Queryable) =>
  db.query<RelationRow>(
    "SELECT section_id, items FROM section_relations WHERE items <> '{}' ORDER BY section_id",
  );

/** The relations the shop shows (applied_items), in the order `relations` lists them. */
export const appliedRelations = (db: Queryable) =>
  db.query<RelationRow>(
    `SELECT section_id, applied_items AS items FROM section_relations
      WHERE applied_items <> '{}' ORDER BY section_id`,
  );

export async function existingSectionIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM sections WHERE id = ANY ($1::int[])',
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The saved relations become `list` (set-based, one statement each); with `apply` the shop's
 * relations (applied_items) become the same. A row neither saved nor applied is dropped.
 */
export async function replaceRelations(
  db: Queryable,
  list: RelationRow[],
  apply: boolean,
): Promise<void> {
  const ids = list.map((r) => r.section_id);
  await db.query(
    "UPDATE section_relations SET items = '{}' WHERE NOT (section_id = ANY ($1::int[]))",
    [ids],
  );
  if (list.length > 0)
    await db.query(
      `INSERT INTO section_relations (section_id, items)
       SELECT r.section_id, ARRAY(SELECT e::int FROM jsonb_array_elements_text(r.items) WITH ORDINALITY AS t (e, n) ORDER BY n)
         FROM jsonb_to_recordset($1::jsonb) AS r(section_id int, items jsonb)
       ON CONFLICT (section_id) DO UPDATE SET items = excluded.items`,
      [JSON.stringify(list)],
    );
  if (apply) await db.query('UPDATE section_relations SET applied_items = items');
  await db.query("DELETE FROM section_relations WHERE items = '{}' AND applied_items = '{}'");
}
