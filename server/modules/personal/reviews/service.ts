import { badRequest, notFound, type Queryable, type Schema } from '../shared';
import {
  deleteOwnReview,
  REVIEW_TEXT_REQUIRED,
  reviewById,
  reviewsByUser,
  updateOwnReview,
  type Review,
} from '../../product';

const REVIEW_NOT_FOUND = 'Отзыв не найден';

/** openapi.yaml `MyReview`: the cabinet's review, without the author (it is the shopper). */
export type MyReview = Schema<'MyReview'>;

function toMyReview({ author: _author, ...review }: Review): MyReview {
  return review;
}

export async function myReviews(db: Queryable, userId: number): Promise<MyReview[]> {
  return (await reviewsByUser(db, userId)).map(toMyReview);
}

/**
 * Changes the rating and text of the user's own review; any other id is 404, whether it is
 * another shopper's review or none at all.
 */
export async function updateMyReview(
  db: Queryable,
  userId: number,
  reviewId: number,
  input: { rating: number; text: string },
): Promise<MyReview> {
  const text = input.text.trim();
  if (!text) throw badRequest(REVIEW_TEXT_REQUIRED, 'VALIDATION');
  if (!(await updateOwnReview(db, userId, reviewId, { rating: input.rating, text })))
    throw notFound(REVIEW_NOT_FOUND);
  const review = await reviewById(db, reviewId);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return toMyReview(review);
}

export async function deleteMyReview(
  db: Queryable,
  userId: number,
  reviewId: number,
): Promise<void> {
  if (!(await deleteOwnReview(db, userId, reviewId))) throw notFound(REVIEW_NOT_FOUND);
}
