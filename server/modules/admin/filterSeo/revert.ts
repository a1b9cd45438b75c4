import { badRequest, type Db } from '../shared';
import type { Reverter, RevertedChange } from '../changeLog';
import { listProperties } from '../filterConfig';
import * as q from './queries';
import { CHANGE_LOG_TOOL, type itemsState, loggedUrlWrite, toColumns } from './service';

type LoggedItem = Awaited<ReturnType<typeof itemsState>>['items'][number];

/**
 * Issue 25 point 6: a url's SEO items go back to a record's before, in their order, written like a
 * save (one logged change naming the record). Properties are named by code in the log; one
 * deleted since refuses the revert.
 */
async function revertItems(db: Db, userId: number, change: RevertedChange): Promise<boolean> {
  const baseUrl = change.subject;
  const items = (change.before as { items?: LoggedItem[] } | null)?.items ?? [];
  const idByCode = new Map((await listProperties(db)).map((p) => [p.code, p.id]));
  const gone = items.find((item) => !idByCode.has(item.CODE));
  if (gone)
    throw badRequest(
      `Свойства «${gone.NAME || gone.CODE}» больше нет: эту правку вернуть нельзя`,
      'PROPERTY_GONE',
    );
  const { changed } = await loggedUrlWrite(
    db,
    userId,
    baseUrl,
    async (tx) => {
      await q.deleteItems(tx, baseUrl, []);
      for (const item of items) {
        const own = { ...item, UF_PROPERTY_ID: idByCode.get(item.CODE)! };
        await q.insertItem(tx, baseUrl, toColumns(own, baseUrl, item.UF_SORT));
      }
    },
    change.id,
  );
  return changed;
}

export const filterSeoReverter: Reverter = {
  tool: CHANGE_LOG_TOOL,
  reloads: 'presentation',
  revert: revertItems,
};
