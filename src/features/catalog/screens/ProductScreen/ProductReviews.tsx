import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ReviewSummary } from '@features/api';
import { plural } from '@ui/format';
import { Rating } from '@ui/Rating';
import { ReviewCard } from '../../components/ReviewCard';

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
  color: var(--color-text-muted);
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const reviewsText = (count: number) => `${count} ${plural(count, ['отзыв', 'отзыва', 'отзывов'])}`;

export interface ProductReviewsProps {
  reviews: ReviewSummary;
  /** The review form for a signed-in shopper, or the note for guests. */
  form: ReactNode;
}

/** Average stars, the reviews, and the way to leave one. */
export function ProductReviews({ reviews, form }: ProductReviewsProps) {
  return (
    <>
      {reviews.count > 0 ? (
        <Summary>
          <Rating value={reviews.average} label="Средняя оценка" />
          <span>
            {reviews.average.toFixed(1)} · {reviewsText(reviews.count)}
          </span>
        </Summary>
      ) : (
        <Summary>Отзывов пока нет — будьте первым.</Summary>
      )}
      {reviews.items.length > 0 && (
        <List>
          {reviews.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </List>
      )}
      {form}
    </>
  );
}

/** What a guest sees instead of the form. */
export const SignInToReview = () => <Note>Войдите, чтобы оставить отзыв</Note>;
