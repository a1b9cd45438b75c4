import type { Queryable } from '../../lib/db/types';
import type { Breadcrumb, PageCss, PageJs, PageMeta, PageVariables } from './types';

/** `pages.seo` (server/migrations/001_schema.sql); every field optional. */
export interface CmsSeo {
  title?: string;
  h1?: string;
  description?: string;
  canonical?: string;
  meta?: PageMeta[];
}

export interface CmsPage {
  type: string;
  title: string;
  content: string;
  seo: CmsSeo;
  css: PageCss[];
  js: PageJs[];
  breadcrumbs: Breadcrumb[];
}

export async function findCmsPage(db: Queryable, path: string): Promise<CmsPage | undefined> {
  const rows = await db.query<CmsPage>(
    'SELECT type, title, content, seo, css, js, breadcrumbs FROM pages WHERE path = $1',
    [path],
  );
  return rows[0];
}

/**
 * R-PAGE-6 in one statement: min and max price of the active catalogue in the location's price
 * type (location 0 'Москва' when the location is unknown) and the number of active products.
 * The LEFT JOIN keeps products without a price in that type in the count; (product, price type)
 * is the primary key of prices, so each product gives one row.
 */
export async function catalogueVariables(
  db: Queryable,
  locationId: number,
): Promise<PageVariables> {
  const rows = await db.query<{ min: number | null; max: number | null; count: number }>(
    `SELECT min(pr.price) AS min, max(pr.price) AS max, count(*) AS count
       FROM products p
       LEFT JOIN prices pr
         ON pr.product_id = p.id
        AND pr.price_type_id = coalesce(
              (SELECT price_type_id FROM locations WHERE id = $1),
              (SELECT price_type_id FROM locations WHERE id = 0))
      WHERE p.active`,
    [locationId],
  );
  const { min, max, count } = rows[0] ?? { min: null, max: null, count: 0 };
  return { GOODS_MIN_PRICE: min ?? 0, GOODS_MAX_PRICE: max ?? 0, GOODS_COUNT: count };
}

export async function sectionName(db: Queryable, code: string): Promise<string | undefined> {
  const rows = await db.query<{ name: string }>(
    'SELECT name FROM sections WHERE code = $1 AND active',
    [code],
  );
  return rows[0]?.name;
}

/** The product of `/product/{sectionCode}/{productCode}/`: active, in that main section. */
export async function productName(
  db: Queryable,
  sectionCode: string,
  productCode: string,
): Promise<string | undefined> {
  const rows = await db.query<{ name: string }>(
    `SELECT p.name
       FROM products p
       JOIN sections s ON s.id = p.section_id
      WHERE p.code = $1 AND s.code = $2 AND p.active`,
    [productCode, sectionCode],
  );
  return rows[0]?.name;
}

export async function clubPostTitle(
  db: Queryable,
  kind: 'club' | 'blog',
  code: string,
): Promise<string | undefined> {
  const rows = await db.query<{ title: string }>(
    'SELECT title FROM club_posts WHERE kind = $1 AND code = $2',
    [kind, code],
  );
  return rows[0]?.title;
}

export async function locationName(db: Queryable, code: string): Promise<string | undefined> {
  const rows = await db.query<{ name: string }>('SELECT name FROM locations WHERE code = $1', [
    code,
  ]);
  return rows[0]?.name;
}
