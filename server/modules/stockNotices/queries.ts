import type { Queryable } from '../../lib/db/types';

/**
 * Adds the address to the product's notices unless it is there already (migration 024's unique
 * key, so a double click or a second visit stores nothing twice). Answers the product's stock and
 * the address's notice (the new or the earlier one; null while the product is in stock), or null
 * for an unknown or inactive product; an address is stored only while the stock is 0.
 */
export async function insertNotice(
  db: Queryable,
  productId: number,
  email: string,
  notice: { token: string; origin: string },
): Promise<{ stock: number; noticeId: number | null } | null> {
  const [row] = await db.query<{ stock: number; notice_id: number | null }>(
    `WITH product AS (SELECT p.id, st.stock FROM products p
                        JOIN product_stock st ON st.product_id = p.id
                       WHERE p.id = $1 AND p.active),
          added AS (
            INSERT INTO stock_notices (product_id, email, token, origin)
            SELECT id, $2, $3, $4 FROM product WHERE stock <= 0
            ON CONFLICT (product_id, email) DO NOTHING
            RETURNING id
          )
     SELECT stock,
            coalesce((SELECT id FROM added),
                     (SELECT id FROM stock_notices WHERE product_id = $1 AND email = $2)) AS notice_id
       FROM product`,
    [productId, email, notice.token, notice.origin],
  );
  return row ? { stock: row.stock, noticeId: row.notice_id } : null;
}

/** Deletes the notice of an unsubscribe link; answers its product's page address parts. */
export async function deleteNoticeByToken(
  db: Queryable,
  token: string,
): Promise<{ code: string; section_code: string | null } | null> {
  const [row] = await db.query<{ code: string; section_code: string | null }>(
    `WITH gone AS (DELETE FROM stock_notices WHERE token = $1 RETURNING product_id)
     SELECT p.code, s.code AS section_code
       FROM gone JOIN products p ON p.id = gone.product_id
       LEFT JOIN sections s ON s.id = p.section_id`,
    [token],
  );
  return row ?? null;
}

/** A due notice as the sweep takes it, with what its mail says. */
export interface DueNotice {
  email: string;
  token: string;
  /** Where the mail's links lead (the shopper's origin when subscribing). */
  origin: string;
  name: string;
  code: string;
  section_code: string | null;
  /** The product is still in stock and on sale when the sweep comes: only then is it mailed. */
  back: boolean;
}

/**
 * Takes up to `limit` due notices in one statement: clears their mark, stamps the mailed ones, and
 * skips rows another process holds, so two processes never mail one notice twice. A product that
 * ran out again before the sweep came is not mailed; its notice waits for the next return.
 */
export function claimDueNotices(tx: Queryable, limit: number): Promise<DueNotice[]> {
  return tx.query<DueNotice>(
    `UPDATE stock_notices n
        SET due = false,
            notified_at = CASE WHEN st.stock > 0 AND p.active THEN now() ELSE n.notified_at END
       FROM products p
       JOIN product_stock st ON st.product_id = p.id
       LEFT JOIN sections s ON s.id = p.section_id
      WHERE n.id IN (SELECT id FROM stock_notices WHERE due ORDER BY id LIMIT $1
                       FOR UPDATE SKIP LOCKED)
        AND p.id = n.product_id
      RETURNING n.email, n.token, n.origin, p.name, p.code, s.code AS section_code,
                st.stock > 0 AND p.active AS back`,
    [limit],
  );
}
