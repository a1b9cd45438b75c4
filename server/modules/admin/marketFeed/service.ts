import { badRequest, type Body, type Db, type Queryable, type Schema } from '../shared';
import { loggedSave } from '../changeLog';
import * as q from './queries';

/** The change log's name for this screen (staff_changes.tool); one subject: the whole list. */
export const CHANGE_LOG_TOOL = 'market-feed';
const CHANGE_LOG_SUBJECT = 'all';

type MarketFeedData = Schema<'MarketFeedData'>;
type MarketFeedSection = Schema<'MarketFeedSection'>;
export type MarketFeedSave = Body<'saveAdminMarketFeed'>;

/** Every section in tree order (a parent before its children) with its own feed switch. */
export async function marketFeedData(db: Queryable): Promise<MarketFeedData> {
  const rows = await q.feedSections(db);
  const children = new Map<number | null, q.FeedSectionRow[]>();
  for (const row of rows)
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const sections: MarketFeedSection[] = [];
  const walk = (parentId: number | null) => {
    for (const row of children.get(parentId) ?? []) {
      sections.push({ id: row.id, name: row.name, parentId: row.parent_id, inFeed: row.in_feed });
      walk(row.id);
    }
  };
  walk(null);
  return { sections };
}

/**
 * Issue 27 point 3: the posted sections are the ones left out of the Yandex Market feed, in one
 * transaction with the change log record; an unknown or repeated section is refused with nothing
 * written. Resolves to whether anything changed (a save that changes nothing writes nothing).
 */
export async function saveMarketFeed(
  db: Db,
  userId: number,
  { excludedSectionIds }: MarketFeedSave,
  revertOf?: number,
): Promise<boolean> {
  const saved = await loggedSave(
    db,
    {
      userId,
      tool: CHANGE_LOG_TOOL,
      subject: CHANGE_LOG_SUBJECT,
      state: (tx) => q.excludedSectionIds(tx),
      revertOf,
    },
    async (tx) => {
      await checkSections(tx, excludedSectionIds);
      await q.replaceExcluded(tx, excludedSectionIds);
    },
  );
  return saved.changed;
}

async function checkSections(db: Queryable, ids: number[]): Promise<void> {
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate !== undefined) throw badRequest(`Раздел ${duplicate} передан дважды`);
  const known = await q.existingSectionIds(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`Раздел ${unknown} не найден`);
}
