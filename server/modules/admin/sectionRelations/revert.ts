import type { Db } from '../shared';
import type { Reverter, RevertedChange } from '../changeLog';
import type { RelationRow } from './queries';
import { CHANGE_LOG_TOOL, saveRelations } from './service';

/**
 * Issue 25 point 6: the relations go back to a record's before through the save path, applied, so
 * the shop shows them on the next request (the log keeps the stored relations, which a revert
 * makes the shop's as «Сохранить и применить» does).
 */
async function revertRelations(db: Db, userId: number, change: RevertedChange): Promise<boolean> {
  const rows = (change.before as RelationRow[] | null) ?? [];
  const relations = rows.map((row) => ({ id: row.section_id, items: row.items }));
  return saveRelations(db, userId, { action: 'saveAndApply', relations }, change.id);
}

export const sectionRelationsReverter: Reverter = {
  tool: CHANGE_LOG_TOOL,
  reloads: 'sectionMembers',
  revert: revertRelations,
};
