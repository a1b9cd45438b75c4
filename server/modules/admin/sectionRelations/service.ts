import { badRequest, type Body, type Db, type Queryable, type Schema } from '../shared';
import { loggedSave } from '../changeLog';
import * as q from './queries';

/** The change log's name for this screen (staff_changes.tool); one subject: all relations. */
export const CHANGE_LOG_TOOL = 'section-relations';
const CHANGE_LOG_SUBJECT = 'all';

/** openapi.yaml `FilterSection`: the spec §3 section, as the filter configuration lists it. */
interface RelationSection {
  ID: number;
  LABEL: string;
  id: number;
  name: string;
  parentId: number | null;
  label: string;
  withSettings: boolean;
  withRelations: boolean;
}
/** spec §3 "Section relation": the section `id` shows the products of the sections `items`. */
type SectionRelation = Schema<'SectionRelation'>;
export interface RelationsData {
  sections: RelationSection[];
  relations: SectionRelation[];
}
export type RelationsSave = Body<'saveAdminSectionRelations'>;

/** R-REL-1 getData: every section in tree order (bullets for depth) and the stored relations. */
export async function relationsData(db: Queryable): Promise<RelationsData> {
  const [rows, withSettings, relationRows] = await Promise.all([
    q.sections(db),
    q.sectionIdsWithSettings(db),
    q.relations(db),
  ]);
  const related = new Set(relationRows.map((row) => row.section_id));
  const children = new Map<number | null, q.SectionRow[]>();
  for (const row of rows)
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const sections: RelationSection[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      const label = `${'• '.repeat(depth)}${row.name}`;
      sections.push({
        ID: row.id,
        LABEL: label,
        id: row.id,
        name: row.name,
        parentId: row.parent_id,
        label,
        withSettings: withSettings.has(row.id),
        withRelations: related.has(row.id),
      });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 1);
  return {
    sections,
    relations: relationRows.map((row) => ({ id: row.section_id, items: row.items })),
  };
}

/**
 * R-REL-1 save: the posted relations replace the stored ones (the screen posts its whole form),
 * in one transaction with its change log record; saveAndApply also makes them the shop's. A
 * relation without items is no relation. Refused with nothing written: a section related to
 * itself, an unknown section, a section posted twice, or an item given twice. Resolves to whether
 * the shop's (applied) relations changed; a save that changes neither the stored nor the applied
 * relations writes nothing (issue 24 point 1). `revertOf` names the record a revert restores.
 */
export async function saveRelations(
  db: Db,
  userId: number,
  { action, relations }: RelationsSave,
  revertOf?: number,
): Promise<boolean> {
  const list = relations.filter((relation) => relation.items.length > 0);
  const saved = await loggedSave(
    db,
    {
      userId,
      tool: CHANGE_LOG_TOOL,
      subject: CHANGE_LOG_SUBJECT,
      state: (tx) => q.relations(tx),
      compared: (tx) => q.appliedRelations(tx),
      revertOf,
    },
    async (tx) => {
      await checkRelations(tx, relations);
      const applied = JSON.stringify(await q.appliedRelations(tx));
      await q.replaceRelations(
        tx,
        list.map((relation) => ({ section_id: relation.id, items: relation.items })),
        action === 'saveAndApply',
      );
      return JSON.stringify(await q.appliedRelations(tx)) !== applied;
    },
  );
  return saved.changed && saved.result;
}

async function checkRelations(db: Queryable, list: SectionRelation[]): Promise<void> {
  const ids = list.flatMap((relation) => [relation.id, ...relation.items]);
  const known = await q.existingSectionIds(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`Раздел ${unknown} не найден`);
  const seen = new Set<number>();
  for (const { id, items } of list) {
    if (seen.has(id)) throw badRequest(`Привязки раздела ${id} переданы дважды`);
    seen.add(id);
    if (items.includes(id)) throw badRequest(`Раздел ${id} нельзя привязать к самому себе`);
    const duplicate = items.find((item, i) => items.indexOf(item) !== i);
    if (duplicate !== undefined)
      throw badRequest(`Раздел ${duplicate} уже привязан к разделу ${id}`);
  }
}
