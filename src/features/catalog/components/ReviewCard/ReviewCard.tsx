import styled from 'styled-components';
import type { Review } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import { ReviewFrame, ReviewHeader, ReviewMarks, ReviewText } from './ReviewCardParts';

const Author = styled.h3`
  margin: 0;
  font-size: var(--font-size-md);
`;

const ProductLink = styled.a`
  color: var(--color-brand);
  font-size: var(--font-size-sm);
`;

export interface ReviewCardProps {
  review: Review;
  /** Shows the reviewed product's link (the all-reviews page; not on the product itself). */
  showProduct?: boolean;
  linkAs?: LinkComponent;
}

/** One shopper's review: author, stars, date, the verified purchase mark and the text. */
export function ReviewCard({ review, showProduct = false, linkAs }: ReviewCardProps) {
  return (
    <ReviewFrame aria-label={`Отзыв: ${review.author}`}>
      <ReviewHeader>
        <Author>{review.author}</Author>
        <ReviewMarks review={review} />
      </ReviewHeader>
      {showProduct && review.product && (
        <ProductLink as={linkAs} href={review.product.url}>
          {review.product.name}
        </ProductLink>
      )}
      <ReviewText>{review.text}</ReviewText>
    </ReviewFrame>
  );
}
