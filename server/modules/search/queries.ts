import type { Db, Queryable } from '../../lib/db/types';
import { SORT_ORDER_SQL, type ListOrder } from '../catalog';
import { priceTypeOfLocationSql } from '../location';

/**
 * spec §5 / R-DT: the target of the direct transition stored for this query, compared trimmed and
 * in any letter case (the unique index of migration 001 is on lower(trim(search_query))).
 */
export async function directTransitionTarget(
  db: Queryable,
  query: string,
): Promise<string | undefined> {
  const rows = await db.query<{ target_url: string }>(
    'SELECT target_url FROM direct_transitions WHERE lower(trim(search_query)) = lower(trim($1))',
    [query],
  );
  return rows[0]?.target_url;
}

/**
 * A page of active products whose name or brand (`products.name_search`, migration 005) matches
 * the full-text query (`to_tsquery('russian', ...)` text), and how many match, counted up to `cap`.
 * The matches are the `cap` most popular (the popularity index and the cap keep common words as
 * cheap as rare ones, docs/search.md); the page shows them most popular first or in `order`, a
 * price order by the prices of the city `order.locationId`.
 */
export async function matchingProductIds(
  db: Queryable,
  tsQuery: string,
  { limit, offset, cap }: { limit: number; offset: number; cap: number },
  order: ListOrder = { sort: 'popularity', locationId: 0 },
): Promise<{ ids: number[]; total: number }> {
  // Only a price order needs the city's prices (and so the parameter $5).
  const prices = order.sort.startsWith('price')
    ? `LEFT JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$5')}`
    : '';
  const rows = await db.query<{ id: number | null; total: number }>(
    `WITH matched AS (
       SELECT id FROM products
        WHERE name_search @@ to_tsquery('russian', $1) AND active
        ORDER BY popularity DESC, id
        LIMIT $4
     ),
     page AS (
       SELECT p.id, row_number() OVER (ORDER BY ${SORT_ORDER_SQL[order.sort]}) AS n
         FROM matched m JOIN products p ON p.id = m.id ${prices}
        ORDER BY n
        LIMIT $2 OFFSET $3
     )
     SELECT page.id, (SELECT count(*) FROM matched) AS total
       FROM (SELECT 1) AS one
       LEFT JOIN page ON true
      ORDER BY page.n`,
    prices ? [tsQuery, limit, offset, cap, order.locationId] : [tsQuery, limit, offset, cap],
  );
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    total: rows[0]?.total ?? 0,
  };
}

export interface SectionMatch {
  id: number;
  code: string;
  name: string;
  /** The name of the top-level section it is in; null for a top-level one. */
  top: string | null;
}

/** Active sections whose name matches the full-text query, top levels first. */
export function matchingSections(
  db: Queryable,
  tsQuery: string,
  limit: number,
): Promise<SectionMatch[]> {
  return db.query<SectionMatch>(
    `SELECT s.id, s.code, s.name, t.name AS top
       FROM sections s LEFT JOIN sections t ON t.id = s.path[1]
      WHERE s.active AND to_tsvector('russian', s.name) @@ to_tsquery('russian', $1)
      ORDER BY s.depth, s.sort, s.id
      LIMIT $2`,
    [tsQuery, limit],
  );
}

/**
 * For each word, the closest word of product names by trigram similarity (pg_trgm `%`, default
 * threshold 0.3, GIN indexes), of the whole word or of its Russian stem (migration 006), so a typo
 * in an inflected form finds the dictionary word; the more frequent on a tie; null when nothing is
 * close enough, and for words under three letters, which the dictionary does not hold ('по').
 */
export async function closestWords(
  db: Queryable,
  words: readonly string[],
): Promise<(string | null)[]> {
  const rows = await db.query<{ correction: string | null }>(
    `SELECT c.word AS correction
       FROM unnest($1::text[]) WITH ORDINALITY AS u (word, n)
       CROSS JOIN LATERAL (
         SELECT (tsvector_to_array(to_tsvector('russian', u.word)))[1] AS stem
       ) AS typed
       LEFT JOIN LATERAL (
         SELECT w.word FROM search_words w
          WHERE (w.word % u.word OR w.stem % typed.stem) AND length(u.word) >= 3
          ORDER BY greatest(similarity(w.word, u.word), similarity(w.stem, typed.stem)) DESC,
                   w.frequency DESC, w.word
          LIMIT 1
       ) AS c ON true
      ORDER BY u.n`,
    [words],
  );
  return rows.map((row) => row.correction);
}

/**
 * Rebuilds the typo-correction dictionary from the names of active products: lower-cased words of
 * three letters or more with how many names hold them (the rule of the demo generator). Call it
 * after products are imported or renamed; one statement pair in a transaction, about a second on
 * 100 000 products.
 * @internal exported for a test only
 */
export async function rebuildSearchWords(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM search_words');
    await tx.query(
      `INSERT INTO search_words (word, frequency)
       SELECT word, count(*) FROM products p,
              regexp_split_to_table(lower(p.name), '[^а-яёa-z]+') AS word
        WHERE p.active AND length(word) >= 3
        GROUP BY word`,
    );
  });
}
