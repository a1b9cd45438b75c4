import type { Queryable, Schema } from '../shared';

/** openapi.yaml `SearchTransition` (spec §3 "Direct transition"). */
export type SearchTransition = Schema<'SearchTransition'>;

const COLUMNS = 'id, search_query AS "searchQuery", target_url AS "targetUrl"';

/** `%` and `_` typed by staff are letters to find, not LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of transitions whose query or target holds `search` (any letter case), newest first:
 * a row keeps its place while it is edited, and a row just added is on top. `total` counts all
 * matches; thousands of rows stay cheap as the page is cut in SQL.
 */
export async function transitionsPage(
  db: Queryable,
  search: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: SearchTransition[]; total: number }> {
  const rows = await db.query<SearchTransition & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total
       FROM direct_transitions
      WHERE $1 = '' OR search_query ILIKE $2 OR target_url ILIKE $2
      ORDER BY id DESC
      LIMIT $3 OFFSET $4`,
    [search, likePattern(search), limit, offset],
  );
  if (rows.length === 0 && offset > 0) {
    // A page past the end (rows were deleted meanwhile) still says how many there are.
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*) AS total FROM direct_transitions
        WHERE $1 = '' OR search_query ILIKE $2 OR target_url ILIKE $2`,
      [search, likePattern(search)],
    );
    return { items: [], total: count?.total ?? 0 };
  }
  return {
    items: rows.map(({ id, searchQuery, targetUrl }) => ({ id, searchQuery, targetUrl })),
    total: rows[0]?.total ?? 0,
  };
}

/** The row locked for this transaction's write, or undefined when there is none. */
export async function lockedTransition(
  tx: Queryable,
  id: number,
): Promise<SearchTransition | undefined> {
  const [row] = await tx.query<SearchTransition>(
    `SELECT ${COLUMNS} FROM direct_transitions WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** Another row with the same query, compared as the shop's search compares (trimmed, any case). */
export async function sameQueryElsewhere(
  tx: Queryable,
  searchQuery: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM direct_transitions
      WHERE lower(trim(search_query)) = lower(trim($1)) AND id IS DISTINCT FROM $2`,
    [searchQuery, exceptId],
  );
  return rows.length > 0;
}

export async function insertTransition(
  tx: Queryable,
  searchQuery: string,
  targetUrl: string,
): Promise<SearchTransition> {
  const [row] = await tx.query<SearchTransition>(
    `INSERT INTO direct_transitions (search_query, target_url) VALUES ($1, $2)
     RETURNING ${COLUMNS}`,
    [searchQuery, targetUrl],
  );
  return row!;
}

export async function updateTransition(
  tx: Queryable,
  { id, searchQuery, targetUrl }: SearchTransition,
): Promise<SearchTransition> {
  const [row] = await tx.query<SearchTransition>(
    `UPDATE direct_transitions SET search_query = $2, target_url = $3 WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id, searchQuery, targetUrl],
  );
  return row!;
}

export async function deleteTransition(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM direct_transitions WHERE id = $1', [id]);
}
