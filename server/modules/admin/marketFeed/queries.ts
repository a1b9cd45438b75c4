import type { Queryable } from '../shared';

export interface FeedSectionRow {
  id: number;
  parent_id: number | null;
  name: string;
  in_feed: boolean;
}

/** Every section in the catalogue's order with its own switch; the service lays out the tree. */
export const feedSections = (db: Queryable) =>
  db.query<FeedSectionRow>(
    `SELECT s.id, s.parent_id, s.name, x.section_id IS NULL AS in_feed
       FROM sections s LEFT JOIN market_feed_excluded_sections x ON x.section_id = s.id
      ORDER BY s.sort, s.id`,
  );

/** The sections left out of the feed, as the change log keeps them (ascending ids). */
export async function excludedSectionIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ section_id: number }>(
    'SELECT section_id FROM market_feed_excluded_sections ORDER BY section_id',
  );
  return rows.map((row) => row.section_id);
}

export async function existingSectionIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM sections WHERE id = ANY ($1::int[])',
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}

export async function replaceExcluded(db: Queryable, ids: number[]): Promise<void> {
  await db.query(
    'DELETE FROM market_feed_excluded_sections WHERE NOT (section_id = ANY ($1::int[]))',
    [ids],
  );
  await db.query(
    `INSERT INTO market_feed_excluded_sections (section_id)
     SELECT unnest($1::int[]) ON CONFLICT (section_id) DO NOTHING`,
    [ids],
  );
}
