import type { Queryable } from '../../shared';

export interface SectionRow {
  id: number;
  parent_id: number | null;
  name: string;
  /** The ancestors' ids, root first (sections.path). */
  path: number[];
}

export interface PropertyRow {
  id: number;
  code: string;
  name: string;
  shared: boolean;
}

export interface BindingRow {
  section_id: number;
  property_id: number;
  required: boolean;
}

export interface GroupRow {
  name: string;
  items: number[];
  isActive: boolean;
}

/** The tree in display order (sort, then id), as the screen's section list shows it. */
export const sections = (db: Queryable) =>
  db.query<SectionRow>('SELECT id, parent_id, name, path FROM sections ORDER BY sort, id');

export const properties = (db: Queryable) =>
  db.query<PropertyRow>('SELECT id, code, name, shared FROM properties ORDER BY sort, id');

export const bindingsOf = (db: Queryable, sectionIds: readonly number[]) =>
  db.query<BindingRow>(
    `SELECT section_id, property_id, required FROM section_properties
      WHERE section_id = ANY($1::int[]) ORDER BY section_id, property_id`,
    [sectionIds],
  );

/** The bindings of a section and of every section below it: what a binding write may change. */
export const subtreeBindings = (db: Queryable, sectionId: number) =>
  db.query<BindingRow>(
    `SELECT section_id, property_id, required FROM section_properties
      WHERE section_id = $1
         OR section_id IN (SELECT id FROM sections WHERE $1 = ANY(path))
      ORDER BY section_id, property_id`,
    [sectionId],
  );

export const groups = (db: Queryable) =>
  db.query<GroupRow>(
    `SELECT name, items, is_active AS "isActive" FROM shared_property_groups ORDER BY sort, id`,
  );

export async function setRequired(
  tx: Queryable,
  sectionId: number,
  propertyId: number,
  required: boolean,
): Promise<void> {
  await tx.query(
    `INSERT INTO section_properties (section_id, property_id, required) VALUES ($1, $2, $3)
     ON CONFLICT (section_id, property_id) DO UPDATE SET required = EXCLUDED.required`,
    [sectionId, propertyId, required],
  );
}

export async function bind(tx: Queryable, sectionId: number, propertyId: number): Promise<void> {
  await tx.query(
    `INSERT INTO section_properties (section_id, property_id, required) VALUES ($1, $2, false)
     ON CONFLICT (section_id, property_id) DO NOTHING`,
    [sectionId, propertyId],
  );
}

export async function unbind(
  tx: Queryable,
  sectionIds: readonly number[],
  propertyId: number,
): Promise<void> {
  await tx.query(
    'DELETE FROM section_properties WHERE section_id = ANY($1::int[]) AND property_id = $2',
    [sectionIds, propertyId],
  );
}

export async function replaceGroups(
  tx: Queryable,
  list: readonly GroupRow[],
  sortStep: number,
): Promise<void> {
  await tx.query('DELETE FROM shared_property_groups');
  for (const [i, group] of list.entries())
    await tx.query(
      `INSERT INTO shared_property_groups (name, items, is_active, sort) VALUES ($1, $2, $3, $4)`,
      [group.name, group.items, group.isActive, (i + 1) * sortStep],
    );
}
