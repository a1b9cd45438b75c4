import type { Queryable } from '../../lib/db/types';
import { priceTypeOfLocationSql } from '../location';

/**
 * The product code a shopper sees as 'Артикул' and analytics get as `sku`: the catalogue's
 * 'artikul' property; `code` is the url slug, kept only for a product without one.
 */
export const PRODUCT_SKU_SQL = `coalesce(p.attributes ->> 'artikul', p.code)`;

export interface ProductRow {
  id: number;
  code: string;
  sku: string;
  name: string;
  kind: 'regular' | 'gift_certificate' | 'photo_custom';
  images: number;
  pictures: string[];
  stock: number;
  production_days: number;
  brand: string | null;
  is_new: boolean;
  preview_text: string;
  detail_text: string;
  value_ids: number[];
  attributes: Record<string, unknown>;
  section_id: number;
  section_code: string;
  price: number | null;
  old_price: number | null;
}

/**
 * The product of `/product/{sectionCode}/{productCode}/` (spec §2): active, whose main section
 * has that code; priced for the city (no price: null, the product is shown but cannot be bought).
 */
export async function productByUrl(
  db: Queryable,
  sectionCode: string,
  productCode: string,
  locationId: number,
): Promise<ProductRow | undefined> {
  const rows = await db.query<ProductRow>(
    `SELECT p.id, p.code, ${PRODUCT_SKU_SQL} AS sku, p.name, p.kind, p.images, p.pictures, st.stock, p.production_days, p.brand, p.is_new, p.preview_text,
            p.detail_text, p.value_ids, p.attributes, p.section_id, s.code AS section_code,
            pr.price, pr.old_price
       FROM products p
       JOIN product_stock st ON st.product_id = p.id
       JOIN sections s ON s.id = p.section_id
       LEFT JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$3')}
      WHERE p.code = $1 AND s.code = $2 AND p.active`,
    [productCode, sectionCode, locationId],
  );
  return rows[0];
}

export interface PropertyRow {
  name: string;
  type: 'list' | 'string' | 'number' | 'boolean';
  value: string;
}

/**
 * Named property values of a product: list properties from `value_ids` (several values of one
 * property joined by ', '), the others from `attributes` keyed by property code (migration 002).
 */
export function productProperties(
  db: Queryable,
  valueIds: readonly number[],
  attributes: Record<string, unknown>,
): Promise<PropertyRow[]> {
  return db.query<PropertyRow>(
    `SELECT name, type, value FROM (
       SELECT pr.sort, pr.name, pr.type, string_agg(v.value, ', ' ORDER BY v.sort, v.value) AS value
         FROM property_values v
         JOIN properties pr ON pr.id = v.property_id
        WHERE v.id = ANY ($1::int[])
        GROUP BY pr.id, pr.sort, pr.name, pr.type
       UNION ALL
       SELECT pr.sort, pr.name, pr.type, a.value
         FROM jsonb_each_text($2::jsonb) AS a (key, value)
         JOIN properties pr ON pr.code = a.key
        WHERE a.value <> ''
     ) AS named
     ORDER BY sort, name`,
    [valueIds, JSON.stringify(attributes)],
  );
}

export async function isActiveProduct(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE id = $1 AND active', [id]);
  return rows.length > 0;
}

/** Raises a unique violation when the user already reviewed the product (migration 004). */
export async function insertReview(
  db: Queryable,
  review: { productId: number; userId: number; author: string; rating: number; text: string },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO reviews (product_id, user_id, author_name, rating, text, is_published)
     VALUES ($1, $2, $3, $4, $5, true) RETURNING id`,
    [review.productId, review.userId, review.author, review.rating, review.text],
  );
  return (rows[0] as { id: number }).id;
}
