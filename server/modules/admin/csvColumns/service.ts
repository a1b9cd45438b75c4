import { badRequest, type Db, type Queryable, type Schema } from '../shared';
import { loggedSave } from '../changeLog';
import { isKnownRule } from './normalise';
import * as q from './queries';
import type { CsvColumn } from './queries';

/** The change log's name for this screen (staff_changes.tool); one subject, the whole list. */
const CHANGE_LOG_TOOL = 'csv-columns';
const SUBJECT = 'columns';

const duplicateCode = (code: string) => `Колонка с кодом "${code}" уже есть`;
const unknownRule = (rule: string) =>
  `Неизвестное правило "${rule}": допустимы numeric, lowercase и «было => стало»`;
const UNKNOWN_COLUMN = 'Колонка не найдена: возможно, её уже удалили';
const SAVED_AND_REMOVED = 'Одна колонка не может быть и сохранена, и удалена';

/** A section as the screen's rule choice shows it: leading bullets give the depth (spec §3). */
type CsvSection = Schema<'CsvSection'>;

/** openapi.yaml `CsvColumnsSave`: what the screen's form posts. ID 0 or none is a new column. */
export type CsvColumnsSave = Schema<'CsvColumnsSave'>;

/**
 * spec §7 "CSV columns", getData: the catalogue's sections in tree order, each with its parent so
 * the screen can name it by its path (issue 25 point 8), and every column.
 */
export async function csvColumnsData(db: Queryable) {
  const [rows, columns] = await Promise.all([q.allSections(db), q.allColumns(db)]);
  const children = new Map<number | null, q.SectionRow[]>();
  for (const row of rows)
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const sections: CsvSection[] = [];
  const walk = (parentId: number | null) => {
    for (const s of children.get(parentId) ?? []) {
      sections.push({
        ID: s.id,
        LABEL: `${'• '.repeat(s.depth)}${s.name}`,
        NAME: s.name,
        PARENT_ID: s.parent_id,
      });
      walk(s.id);
    }
  };
  walk(null);
  return { sections, columns };
}

/**
 * spec §7 "CSV columns", save: removes `columns_remove`, updates the columns with an ID and adds
 * those without, in one transaction with its change log record. A rule may name a section that no
 * longer exists (the screen marks it 'Раздел удален'), so section ids are not checked against the
 * tree: saving other edits must not drop it.
 */
export async function saveCsvColumns(db: Db, userId: number, body: CsvColumnsSave) {
  const columns = body.columns ?? [];
  const remove = [...new Set(body.columns_remove ?? [])];
  for (const rule of columns.flatMap((c) => c.FILTER_DATA.flatMap((r) => r.FILTER_RULES)))
    if (!isKnownRule(rule)) throw badRequest(unknownRule(rule));
  const ids = columns.map((c) => c.ID ?? 0).filter((id) => id > 0);
  if (new Set(ids).size !== ids.length) throw badRequest(SAVED_AND_REMOVED);
  if (ids.some((id) => remove.includes(id))) throw badRequest(SAVED_AND_REMOVED);

  await loggedSave(
    db,
    { userId, tool: CHANGE_LOG_TOOL, subject: SUBJECT, state: q.allColumns },
    async (tx) => {
      const existing = await q.allColumns(tx);
      const known = new Set(existing.map((c) => c.ID));
      if ([...ids, ...remove].some((id) => !known.has(id))) throw badRequest(UNKNOWN_COLUMN);
      // The codes once the save is done: kept columns, then the posted ones over them.
      const codes = new Map(
        existing.filter((c) => !remove.includes(c.ID)).map((c) => [c.ID, c.CODE]),
      );
      let added = 0;
      for (const column of columns) codes.set(column.ID || -++added, column.CODE);
      const seen = new Set<string>();
      for (const code of codes.values()) {
        if (seen.has(code)) throw badRequest(duplicateCode(code));
        seen.add(code);
      }
      await q.deleteColumns(tx, remove);
      // Updates first with their final codes would collide with a code being moved between two
      // columns; a temporary code per updated row lets any permutation through the unique index.
      for (const column of columns.filter((c) => c.ID))
        await q.updateColumn(tx, { ...(column as CsvColumn), CODE: `~${column.ID}` });
      for (const column of columns.filter((c) => c.ID))
        await q.updateColumn(tx, column as CsvColumn);
      for (const column of columns.filter((c) => !c.ID)) await q.insertColumn(tx, column);
    },
  );
  return csvColumnsData(db);
}
