import { badRequest, HttpError, type Db, type Queryable, type Schema } from '../shared';
import { recordChange } from '../changeLog';
import * as q from './queries';
import type { SearchTransition } from './queries';

export type { SearchTransition } from './queries';

/** The change log's name for this screen (staff_changes.tool); the subject is the row id. */
const CHANGE_LOG_TOOL = 'search-transitions';
/** Rows per page of the staff table (GET /api/admin/search/transitions). */
const PAGE_SIZE = 50;

/** R-DT-2 (spec §5), word for word. */
const ADD_NEEDS_BOTH =
  'Для добавления необходимо указать запрос и страницу для редиректа без домена';
/** The same rule for a row being edited, which the spec words for adding only. */
const SAVE_NEEDS_BOTH =
  'Для сохранения необходимо указать запрос и страницу для редиректа без домена';
const NO_ID = 'Не указан id перехода';
const NOT_FOUND = 'Переход не найден: возможно, его уже удалили';

/** R-DT-3 (spec §5, §8): the duplicate text, with the query as staff typed it. */
const duplicateMessage = (query: string) => `Элемент с запросом "${query}" уже существует!`;

const UNIQUE_VIOLATION = '23505';
const QUERY_INDEX = 'direct_transitions_query_idx';

/** openapi.yaml `SearchTransitionWrite`: what the screen posts. */
export type TransitionWrite = Schema<'SearchTransitionWrite'>;

/**
 * A path of this shop: one leading slash and no domain. `//host/` and `/\host/` are other sites to
 * a browser, and spaces never occur in the shop's urls, so none of them is a target.
 */
const SHOP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** The query and target as stored: trimmed; undefined when either is missing or not a shop path. */
function cleanItem(item: TransitionWrite['item']): Omit<SearchTransition, 'id'> | undefined {
  const searchQuery = item.searchQuery?.trim() ?? '';
  const targetUrl = item.targetUrl?.trim() ?? '';
  if (!searchQuery || !SHOP_PATH.test(targetUrl)) return undefined;
  return { searchQuery, targetUrl };
}

/** One page of the table, `search` matching query or target; a page past the end is empty. */
export async function transitionsTable(db: Queryable, search: string, page: number) {
  const { items, total } = await q.transitionsPage(db, search.trim(), {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { items, total, page, pageSize: PAGE_SIZE, pageCount: Math.ceil(total / PAGE_SIZE) };
}

/**
 * spec §7 "Direct transitions": add, update or delete one row in one transaction with its change
 * log record, answering the row as stored (the deleted row for delete). The shop's search reads
 * the table on every request (server/modules/search), so every server process follows at once.
 */
export async function writeTransition(
  db: Db,
  userId: number,
  { action, item }: TransitionWrite,
): Promise<SearchTransition> {
  const clean = action === 'delete' ? undefined : cleanItem(item);
  if (action === 'add' && !clean) throw badRequest(ADD_NEEDS_BOTH);
  if (action === 'update' && !clean) throw badRequest(SAVE_NEEDS_BOTH);
  if (action !== 'add' && !item.id) throw badRequest(NO_ID);
  try {
    return await db.transaction(async (tx) => {
      const before = action === 'add' ? null : await q.lockedTransition(tx, item.id!);
      if (action !== 'add' && !before) throw new HttpError(404, 'NOT_FOUND', NOT_FOUND);
      if (clean && (await q.sameQueryElsewhere(tx, clean.searchQuery, before?.id ?? null)))
        throw duplicate(clean.searchQuery);
      // A save that changes nothing writes nothing, not even a log record (issue 24 point 1).
      if (
        action === 'update' &&
        before!.searchQuery === clean!.searchQuery &&
        before!.targetUrl === clean!.targetUrl
      )
        return before!;
      let after: SearchTransition | null;
      if (action === 'add')
        after = await q.insertTransition(tx, clean!.searchQuery, clean!.targetUrl);
      else if (action === 'update')
        after = await q.updateTransition(tx, { id: before!.id, ...clean! });
      else {
        await q.deleteTransition(tx, before!.id);
        after = null;
      }
      const subject = String((after ?? before)!.id);
      await recordChange(tx, { userId, tool: CHANGE_LOG_TOOL, subject, before, after });
      return (after ?? before)!;
    });
  } catch (error) {
    // Two staff members adding the same query at one moment: both pass the check above, the
    // unique index refuses the second, which gets the same answer as a duplicate found earlier.
    const db = error as { code?: string; constraint?: string };
    if (db.code === UNIQUE_VIOLATION && db.constraint === QUERY_INDEX && clean)
      throw duplicate(clean.searchQuery);
    throw error;
  }
}

const duplicate = (query: string) => new HttpError(409, 'DUPLICATE', duplicateMessage(query));
