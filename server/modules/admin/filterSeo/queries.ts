import type { Queryable } from '../shared';

interface SeoMeta {
  H1: string;
  TITLE: string;
  DESCRIPTION: string;
}

interface SeoReplace {
  DISPLAY_NAME: string;
  REPLACE: string;
}

export interface SeoRow {
  id: number;
  name: string;
  uf_base_url: string;
  uf_active: boolean;
  uf_use_default: boolean;
  uf_re_link: boolean;
  uf_to_lower_case: boolean;
  uf_meta: Partial<SeoMeta>;
  /** 0 for a row whose property column is empty (the table allows it; no demo row has it). */
  uf_property_id: number;
  property_code: string;
  uf_sort: number;
  uf_replaces: Partial<SeoReplace>[];
}

/** What a save writes of one item: every stored column but the id and the url. */
export interface SeoColumns {
  name: string;
  uf_active: boolean;
  uf_use_default: boolean;
  uf_re_link: boolean;
  uf_to_lower_case: boolean;
  uf_meta: SeoMeta;
  uf_property_id: number;
  uf_sort: number;
  uf_replaces: SeoReplace[];
}

/** The created urls: '/' first, then in text order. */
export const baseUrls = async (db: Queryable) =>
  (
    await db.query<{ url: string }>(
      `SELECT uf_base_url AS url FROM seo_filter GROUP BY uf_base_url
        ORDER BY uf_base_url <> '/', uf_base_url`,
    )
  ).map((row) => row.url);

export const itemRows = (db: Queryable, baseUrl: string) =>
  db.query<SeoRow>(
    `SELECT f.id, f.name, f.uf_base_url, f.uf_active, f.uf_use_default, f.uf_re_link,
            f.uf_to_lower_case, f.uf_meta, coalesce(f.uf_property_id, 0) AS uf_property_id,
            coalesce(p.code, '') AS property_code, f.uf_sort, f.uf_replaces
       FROM seo_filter f LEFT JOIN properties p ON p.id = f.uf_property_id
      WHERE f.uf_base_url = $1 ORDER BY f.uf_sort, f.id`,
    [baseUrl],
  );

export const sectionByCode = async (db: Queryable, code: string) =>
  (
    await db.query<{ id: number; name: string }>('SELECT id, name FROM sections WHERE code = $1', [
      code,
    ])
  )[0];

export const deleteItems = (db: Queryable, baseUrl: string, keepIds: readonly number[]) =>
  db.query('DELETE FROM seo_filter WHERE uf_base_url = $1 AND NOT (id = ANY($2::int[]))', [
    baseUrl,
    keepIds,
  ]);

const COLUMNS = `name, uf_active, uf_use_default, uf_re_link, uf_to_lower_case, uf_meta,
                 uf_property_id, uf_sort, uf_replaces`;
const values = (item: SeoColumns) => [
  item.name,
  item.uf_active,
  item.uf_use_default,
  item.uf_re_link,
  item.uf_to_lower_case,
  JSON.stringify(item.uf_meta),
  item.uf_property_id,
  item.uf_sort,
  JSON.stringify(item.uf_replaces),
];

export const insertItem = (db: Queryable, baseUrl: string, item: SeoColumns) =>
  db.query(
    `INSERT INTO seo_filter (uf_base_url, ${COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10::jsonb)`,
    [baseUrl, ...values(item)],
  );

export const updateItem = (db: Queryable, id: number, item: SeoColumns) =>
  db.query(
    `UPDATE seo_filter SET (${COLUMNS}) = ($2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10::jsonb)
      WHERE id = $1`,
    [id, ...values(item)],
  );
