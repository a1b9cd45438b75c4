import { badRequest, type Db } from '../shared';
import type { Reverter, RevertedChange } from '../changeLog';
import { listProperties } from '../filterConfig';
import { DEFAULT_SEO_URL } from './baseUrl';
import * as q from './queries';
import { CHANGE_LOG_TOOL, type itemsState, loggedUrlWrite } from './service';

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
      for (const item of items)
        await q.insertItem(tx, baseUrl, {
          name: item.NAME,
          uf_active: item.UF_ACTIVE,
          uf_use_default: item.UF_USE_DEFAULT && baseUrl !== DEFAULT_SEO_URL,
          uf_re_link: item.UF_RE_LINK,
          uf_to_lower_case: item.UF_TO_LOWER_CASE,
          uf_meta: item.UF_META,
          uf_property_id: idByCode.get(item.CODE)!,
          uf_sort: item.UF_SORT,
          uf_replaces: item.UF_REPLACES,
        });
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
