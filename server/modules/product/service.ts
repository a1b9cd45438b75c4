import type { Db } from '../../lib/db/types';
import { isUniqueViolation } from '../../lib/db/errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordConsent } from '../consents';
import type { SessionUser } from '../session';
import { insertReview, isActiveProduct } from './queries';
import { reviewById, type Review } from './reviews';
import type { Body } from '../../lib/api/contract';

export type ReviewInput = Body<'addReview'>;

export const REVIEW_TEXT_REQUIRED = 'Не заполнено поле «Текст отзыва»';

/**
 * A signed-in user's review, published at once under the user's name (there is no moderation
 * screen yet; `reviews.is_published` is there for one). One review per user and product. The
 * review and its consent to personal data processing (issue 27 point 5) commit together.
 */
export async function addReview(db: Db, user: SessionUser, input: ReviewInput): Promise<Review> {
  const text = input.text.trim();
  if (!text) throw badRequest(REVIEW_TEXT_REQUIRED, 'VALIDATION');
  if (!(await isActiveProduct(db, input.productId))) throw notFound('Товар не найден');
  try {
    const id = await db.transaction(async (tx) => {
      const reviewId = await insertReview(tx, {
        productId: input.productId,
        userId: user.id,
        author: user.name.trim() || 'Покупатель',
        rating: input.rating,
        text,
      });
      await recordConsent(tx, {
        form: 'review',
        consent: input.consent,
        userId: user.id,
        subjectId: reviewId,
      });
      return reviewId;
    });
    return (await reviewById(db, id)) as Review;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Вы уже оставили отзыв об этом товаре');
    throw error;
  }
}
