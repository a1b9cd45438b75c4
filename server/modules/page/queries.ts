import type { Queryable } from '../../lib/db/types';
import type { Breadcrumb, PageCss, PageJs, PageMeta, PageVariables } from './types';

/** `pages.seo` (server/migrations/001_schema.sql); every field optional. */
interface CmsSeo {
  title?: string;
  h1?: string;
  description?: string;
  canonical?: string;
  meta?: PageMeta[];
}

export interface CmsPage {
  title: string;
  content: string;
  seo: CmsSeo;
  css: PageCss[];
  js: PageJs[];
  breadcrumbs: Breadcrumb[];
}

export async function findCmsPage(db: Queryable, path: string): Promise<CmsPage | undefined> {
  const rows = await db.query<CmsPage>(
    'SELECT title, content, seo, css, js, breadcrumbs FROM pages WHERE path = $1',
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
