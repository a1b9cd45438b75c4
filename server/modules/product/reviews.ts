import type { Queryable } from '../../lib/db/types';
import { productUrl } from '../../lib/productLinks';
import type { Schema } from '../../lib/api/contract';
import { reviewAuthorName } from './reviewAuthor';

/** openapi.yaml `Review`. */
export type Review = Schema<'Review'>;

export interface ReviewPage {
  items: Review[];
  /** Mean rating of every published review of the selection, one decimal; 0 when there is none. */
  average: number;
  count: number;
}

interface ReviewRow {
  id: number;
  author_name: string;
  verified: boolean;
  rating: number;
  text: string;
  created_at: Date;
  product_id: number | null;
  product_name: string | null;
  product_code: string | null;
  section_code: string | null;
  total: number;
  average: number | null;
}

const REVIEW_COLUMNS = `r.id, r.author_name, r.rating, r.text, r.created_at, r.product_id,
       p.name AS product_name, p.code AS product_code, s.code AS section_code,
       EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
                WHERE oi.product_id = r.product_id AND o.user_id = r.user_id
                  AND o.status <> 'cancelled') AS verified`;
const REVIEW_JOINS = `LEFT JOIN products p ON p.id = r.product_id
       LEFT JOIN sections s ON s.id = p.section_id`;

/**
 * Published reviews, newest first: of one product, or of the whole shop (product and shop
 * reviews) when `productId` is null. The window aggregates give the count and mean of the whole
 * selection in the same statement as the page of rows.
 */
export async function publishedReviews(
  db: Queryable,
  { productId, limit, offset = 0 }: { productId: number | null; limit: number; offset?: number },
): Promise<ReviewPage> {
  const rows = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS}, count(*) OVER () AS total, avg(r.rating) OVER () AS average
       FROM reviews r
       ${REVIEW_JOINS}
      WHERE r.is_published AND ($1::int IS NULL OR r.product_id = $1)
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $2 OFFSET $3`,
    [productId, limit, offset],
  );
  if (rows.length === 0) {
    // Past the last page the window has no rows to report the totals on.
    if (offset === 0) return { items: [], average: 0, count: 0 };
    const [totals] = await db.query<{ total: number; average: number | null }>(
      `SELECT count(*) AS total, avg(rating) AS average FROM reviews
        WHERE is_published AND ($1::int IS NULL OR product_id = $1)`,
      [productId],
    );
    return { items: [], average: roundRating(totals?.average ?? 0), count: totals?.total ?? 0 };
  }
  const first = rows[0] as ReviewRow;
  return {
    items: rows.map(toReview),
    average: roundRating(first.average ?? 0),
    count: first.total,
  };
}

export async function reviewById(db: Queryable, id: number): Promise<Review | undefined> {
  const rows = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews r ${REVIEW_JOINS} WHERE r.id = $1`,
    [id],
  );
  return rows[0] && toReview(rows[0]);
}

/** Every review the user wrote, published or not, newest first (the cabinet's 'Мои отзывы'). */
export async function reviewsByUser(db: Queryable, userId: number): Promise<Review[]> {
  const rows = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews r ${REVIEW_JOINS}
      WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [userId],
  );
  return rows.map(toReview);
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    // Shown to everyone: a name and an initial, not the account's full name.
    author: reviewAuthorName(row.author_name),
    verified: row.verified,
    rating: row.rating,
    text: row.text,
    createdAt: row.created_at.toISOString(),
    product:
      row.product_id !== null && row.product_name !== null && row.product_code !== null
        ? {
            id: row.product_id,
            name: row.product_name,
            url: productUrl(row.section_code, row.product_code),
          }
        : null,
  };
}

const roundRating = (value: number) => Math.round(Number(value) * 10) / 10;
