import styled from 'styled-components';
import type { Review } from '@features/api';
import { Rating } from '@ui/Rating';
import { formatDate } from './formatDate';
import { VerifiedPurchase } from './VerifiedPurchase';

// The parts of a review's card, shared by the shop's ReviewCard and the cabinet's card of the
// shopper's own review, so both read alike.

/** The card: a flat bordered surface, its parts stacked. */
export const ReviewFrame = styled.article`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

/** The row of the author (where shown), the stars, the date and the verified mark. */
export const ReviewHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

/** The review's text as written: its line breaks kept, long words wrapped. */
export const ReviewText = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: 1.5;
`;

const Date = styled.time`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

/** The stars, the date, and the verified mark when the author bought the product. */
export function ReviewMarks({
  review,
}: {
  review: Pick<Review, 'rating' | 'createdAt' | 'verified'>;
}) {
  return (
    <>
      <Rating value={review.rating} size={16} />
      <Date dateTime={review.createdAt}>{formatDate(review.createdAt)}</Date>
      {review.verified && <VerifiedPurchase />}
    </>
  );
}
