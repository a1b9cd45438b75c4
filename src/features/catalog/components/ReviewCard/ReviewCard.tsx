import styled from 'styled-components';
import type { Review } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import { Rating } from '@ui/Rating';
import { formatDate } from './formatDate';

const Root = styled.article`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Author = styled.h3`
  margin: 0;
  font-size: var(--font-size-md);
`;

const Date = styled.time`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: 1.5;
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

/** One shopper's review: author, date, stars and text. */
export function ReviewCard({ review, showProduct = false, linkAs }: ReviewCardProps) {
  return (
    <Root aria-label={`Отзыв: ${review.author}`}>
      <Header>
        <Author>{review.author}</Author>
        <Rating value={review.rating} size={16} />
        <Date dateTime={review.createdAt}>{formatDate(review.createdAt)}</Date>
      </Header>
      {showProduct && review.product && (
        <ProductLink as={linkAs} href={review.product.url}>
          {review.product.name}
        </ProductLink>
      )}
      <Text>{review.text}</Text>
    </Root>
  );
}
