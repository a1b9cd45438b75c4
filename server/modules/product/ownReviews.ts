import type { Queryable } from '../../lib/db/types';

/* A user's changes of their own reviews, from the cabinet (the personal module). */

/** Changes the user's own review; false when the user has no review `reviewId`. */
export async function updateOwnReview(
  db: Queryable,
  userId: number,
  reviewId: number,
  { rating, text }: { rating: number; text: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE reviews SET rating = $3, text = $4 WHERE id = $1 AND user_id = $2 RETURNING id`,
    [reviewId, userId, rating, text],
  );
  return rows.length > 0;
}

/** Deletes the user's own review; false when the user has no review `reviewId`. */
export async function deleteOwnReview(
  db: Queryable,
  userId: number,
  reviewId: number,
): Promise<boolean> {
  const rows = await db.query(`DELETE FROM reviews WHERE id = $1 AND user_id = $2 RETURNING id`, [
    reviewId,
    userId,
  ]);
  return rows.length > 0;
}
