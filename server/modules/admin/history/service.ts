import { badRequest, HttpError, type Db, type Queryable, type Schema } from '../shared';
import { changeById, recentChanges, type Reverter } from '../changeLog';

type StaffHistory = Schema<'StaffHistory'>;
type StaffTool = Schema<'StaffTool'>;

const NOT_FOUND = 'Запись истории не найдена: возможно, её уже нет';
const NOT_REVERTABLE = 'Правки этого инструмента вернуть нельзя';

/** Issue 25 point 6: a tool's recent changes (one subject's with `subject`), newest first. */
export async function toolHistory(
  db: Queryable,
  reverters: ReadonlyMap<string, Reverter>,
  tool: StaffTool,
  subject?: string,
): Promise<StaffHistory> {
  return { changes: await recentChanges(db, tool, subject), revertable: reverters.has(tool) };
}

/**
 * Issue 25 point 6: the record's subject goes back to the record's before, through its tool's
 * save path and as a change of its own. Resolves to the reverter used (so the caller reloads what
 * it names) when the revert changed anything, and the subject's history after it.
 */
export async function revertChange(
  db: Db,
  reverters: ReadonlyMap<string, Reverter>,
  userId: number,
  changeId: number,
): Promise<{ reloaded?: Reverter; history: StaffHistory }> {
  const change = await changeById(db, changeId);
  if (!change) throw new HttpError(404, 'NOT_FOUND', NOT_FOUND);
  const reverter = reverters.get(change.tool);
  if (!reverter) throw badRequest(NOT_REVERTABLE, 'NOT_REVERTABLE');
  const changed = await reverter.revert(db, userId, change);
  return {
    reloaded: changed ? reverter : undefined,
    history: { changes: await recentChanges(db, change.tool, change.subject), revertable: true },
  };
}
