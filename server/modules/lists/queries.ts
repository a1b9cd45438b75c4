import type { Queryable } from '../../lib/db/types';
import { SORT_ORDER_SQL, type ListOrder, type SortCode } from '../catalog';
import { priceTypeOfLocationSql } from '../location';

/**
 * A page of product ids with the figures of the whole list (R-PAGE-6 variables of a list page):
 * its size and its lowest and highest price in the city (null when nothing in it has a price).
 */
export interface IdPage {
  ids: number[];
  total: number;
  minPrice: number | null;
  maxPrice: number | null;
}

/** Columns of every row of a list query, over the whole list before LIMIT (prices as `pr`). */
const LIST_FIGURES_SQL = `count(*) OVER () AS total, min(pr.price) OVER () AS min_price,
            max(pr.price) OVER () AS max_price`;

interface Paging {
  limit: number;
  offset: number;
}

async function idPage(db: Queryable, sql: string, params: unknown[]): Promise<IdPage> {
  const rows = await db.query<{
    id: number;
    total: number;
    min_price: number | null;
    max_price: number | null;
  }>(sql, params);
  const first = rows[0];
  return {
    ids: rows.map((row) => row.id),
    total: first?.total ?? 0,
    minPrice: first?.min_price ?? null,
    maxPrice: first?.max_price ?? null,
  };
}

/** Ids of an active section and every section under it; [] when there is no such active section. */
export async function sectionSubtree(
  db: Queryable,
  code: string,
): Promise<{ name: string; ids: number[] } | null> {
  const rows = await db.query<{ id: number; name: string; is_root: boolean }>(
    `SELECT s.id, s.name, s.id = root.id AS is_root
       FROM sections root
       JOIN sections s ON s.id = root.id OR root.id = ANY (s.path)
      WHERE root.code = $1 AND root.active AND s.active`,
    [code],
  );
  const root = rows.find((row) => row.is_root);
  return root ? { name: root.name, ids: rows.map((row) => row.id) } : null;
}

/**
 * New items (products.is_new), newest first or in `sort` order (priced for `locationId`); within
 * the sections `sectionIds` when given.
 */
export function newProductIds(
  db: Queryable,
  sectionIds: number[] | null,
  { limit, offset }: Paging,
  { sort, locationId }: ListOrder = { sort: 'new', locationId: 0 },
): Promise<IdPage> {
  return idPage(
    db,
    `SELECT p.id, ${LIST_FIGURES_SQL}
       FROM products p
       LEFT JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$4')}
      WHERE p.is_new AND p.active
        AND ($1::int[] IS NULL OR EXISTS (
              SELECT 1 FROM product_sections ps WHERE ps.product_id = p.id AND ps.section_id = ANY ($1::int[])))
      ORDER BY ${SORT_ORDER_SQL[sort]}
      LIMIT $2 OFFSET $3`,
    [sectionIds, limit, offset, locationId],
  );
}

/**
 * Discounted products (an old price in the city's price list), most popular first or in `sort`
 * order, or the biggest discount first with `byDiscount` (home page and promotions); within
 * `sectionIds`.
 */
export function discountedProductIds(
  db: Queryable,
  locationId: number,
  sectionIds: number[] | null,
  {
    limit,
    offset,
    byDiscount = false,
    sort = 'popularity',
  }: Paging & { byDiscount?: boolean; sort?: SortCode },
): Promise<IdPage> {
  const order = byDiscount
    ? '(pr.old_price - pr.price) / pr.old_price DESC, p.popularity DESC, p.id'
    : SORT_ORDER_SQL[sort];
  return idPage(
    db,
    `SELECT p.id, ${LIST_FIGURES_SQL}
       FROM prices pr
       JOIN products p ON p.id = pr.product_id AND p.active
      WHERE pr.price_type_id = ${priceTypeOfLocationSql('$1')} AND pr.old_price IS NOT NULL
        AND ($2::int[] IS NULL OR EXISTS (
              SELECT 1 FROM product_sections ps WHERE ps.product_id = p.id AND ps.section_id = ANY ($2::int[])))
      ORDER BY ${order}
      LIMIT $3 OFFSET $4`,
    [locationId, sectionIds, limit, offset],
  );
}

export interface GiftCertificateRow {
  product_id: number;
  nominal: number;
  name: string;
  code: string;
  section_code: string | null;
  images: number;
  pictures: string[];
  stock: number;
  price: number | null;
}

/** Gift certificates (products of kind gift_certificate) by nominal, priced for the city. */
export function giftCertificateRows(
  db: Queryable,
  locationId: number,
): Promise<GiftCertificateRow[]> {
  return db.query<GiftCertificateRow>(
    `SELECT g.product_id, g.nominal, p.name, p.code, s.code AS section_code, p.images, p.pictures, st.stock, pr.price
       FROM gift_certificates g
       JOIN products p ON p.id = g.product_id AND p.active
       JOIN product_stock st ON st.product_id = p.id
       LEFT JOIN sections s ON s.id = p.section_id
       LEFT JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$1')}
      ORDER BY g.nominal`,
    [locationId],
  );
}

export interface ClubPostRow {
  kind: 'club' | 'blog';
  code: string;
  title: string;
  preview: string;
  content: string;
  published_at: Date;
  total: number;
}

/** Posts of one kind, newest first, with the number of posts of that kind. */
export function clubPostRows(
  db: Queryable,
  kind: 'club' | 'blog',
  { limit, offset }: Paging,
): Promise<ClubPostRow[]> {
  return db.query<ClubPostRow>(
    `SELECT kind, code, title, preview, '' AS content, published_at, count(*) OVER () AS total
       FROM club_posts WHERE kind = $1
      ORDER BY published_at DESC, id DESC
      LIMIT $2 OFFSET $3`,
    [kind, limit, offset],
  );
}

export async function clubPostRow(
  db: Queryable,
  kind: 'club' | 'blog',
  code: string,
): Promise<ClubPostRow | undefined> {
  const rows = await db.query<ClubPostRow>(
    `SELECT kind, code, title, preview, content, published_at, 1 AS total FROM club_posts WHERE kind = $1 AND code = $2`,
    [kind, code],
  );
  return rows[0];
}

export async function insertCorporateRequest(
  db: Queryable,
  request: { name: string; phone: string; email: string; text: string },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO corporate_requests (name, phone, email, text) VALUES ($1, $2, $3, $4) RETURNING id',
    [request.name, request.phone, request.email, request.text],
  );
  return (rows[0] as { id: number }).id;
}
