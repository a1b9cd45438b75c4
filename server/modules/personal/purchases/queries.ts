import type { Queryable } from '../shared';
import { priceTypeOfLocationSql } from '../../location';

export interface PurchaseRow {
  product_id: number;
  name: string;
  code: string;
  section_code: string | null;
  images: number;
  pictures: string[];
  /** The price in the visitor's city; null when the product is not sold there (or at all). */
  price: number | null;
  stock: number;
  last_order_id: number;
  last_bought_at: Date;
  quantity: number;
  review_id: number | null;
  /** Products bought in all, on every row (a window count). */
  matching: number;
}

/** The products of the user's orders, except cancelled ones and products since deleted. */
const BOUGHT = `SELECT oi.product_id, sum(oi.quantity) AS quantity,
                       max(o.created_at) AS last_bought_at,
                       (array_agg(o.id ORDER BY o.created_at DESC, o.id DESC))[1] AS last_order_id
                  FROM orders o JOIN order_items oi ON oi.order_id = o.id
                 WHERE o.user_id = $1 AND o.status <> 'cancelled' AND oi.product_id IS NOT NULL
                 GROUP BY oi.product_id`;

/**
 * A page of the products the user bought, last bought first, with the price in the city
 * `locationId` and the user's review of each.
 */
export function purchases(
  db: Queryable,
  userId: number,
  locationId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<PurchaseRow[]> {
  return db.query<PurchaseRow>(
    `WITH bought AS (${BOUGHT})
     SELECT b.product_id, b.quantity, b.last_bought_at, b.last_order_id,
            p.name, p.code, s.code AS section_code, p.images, p.pictures, st.stock,
            CASE WHEN p.active THEN pr.price END AS price,
            r.id AS review_id, count(*) OVER () AS matching
       FROM bought b
       JOIN products p ON p.id = b.product_id
       JOIN product_stock st ON st.product_id = p.id
       LEFT JOIN sections s ON s.id = p.section_id
       LEFT JOIN prices pr ON pr.product_id = p.id
                          AND pr.price_type_id = ${priceTypeOfLocationSql('$2')}
       LEFT JOIN reviews r ON r.user_id = $1 AND r.product_id = p.id
      ORDER BY b.last_bought_at DESC, b.last_order_id DESC, p.id
      LIMIT $3 OFFSET $4`,
    [userId, locationId, limit, offset],
  );
}

export async function countPurchases(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM (${BOUGHT}) b JOIN products p ON p.id = b.product_id`,
    [userId],
  );
  return row?.count ?? 0;
}
