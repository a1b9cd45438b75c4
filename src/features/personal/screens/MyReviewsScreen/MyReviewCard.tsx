import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import type { MyReview, MyReviewUpdate } from '@features/api';
import { ReviewFrame, ReviewHeader, ReviewMarks, ReviewText } from '@features/catalog';
import { ReviewEditForm } from './ReviewEditForm';

// The page scrolls to a review from 'Ваш отзыв' on the purchases page: below the sticky header.
const Root = styled(ReviewFrame)`
  scroll-margin-top: 96px;
`;

const Product = styled.h2`
  margin: 0;
  font-size: var(--font-size-md);
  overflow-wrap: anywhere;
`;

const ProductLink = styled.a`
  color: var(--color-brand);
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** A review's anchor: 'Ваш отзыв' on the purchases page links here. */
const reviewAnchor = (id: number) => `review-${id}`;

export interface MyReviewCardProps {
  review: MyReview;
  /** The card shows the edit form instead of the text. */
  editing: boolean;
  onEdit: () => void;
  onSave: (update: MyReviewUpdate) => Promise<string | null>;
  onCancelEdit: () => void;
  /** Asks to delete (the page confirms first). */
  onDelete: () => void;
  linkAs?: LinkComponent;
}

/** One of the shopper's reviews: the product, stars, date, the verified mark, text and actions. */
export function MyReviewCard({
  review,
  editing,
  onEdit,
  onSave,
  onCancelEdit,
  onDelete,
  linkAs,
}: MyReviewCardProps) {
  const productName = review.product?.name ?? 'Товар снят с продажи';
  return (
    <Root id={reviewAnchor(review.id)} aria-label={`Отзыв: ${productName}`}>
      <Product>
        {review.product ? (
          <ProductLink as={linkAs} href={review.product.url}>
            {review.product.name}
          </ProductLink>
        ) : (
          productName
        )}
      </Product>
      {editing ? (
        <ReviewEditForm
          initial={{ rating: review.rating, text: review.text }}
          productName={productName}
          onSave={onSave}
          onCancel={onCancelEdit}
        />
      ) : (
        <>
          <ReviewHeader as="div">
            <ReviewMarks review={review} />
          </ReviewHeader>
          <ReviewText>{review.text}</ReviewText>
          <Buttons>
            <Button
              variant="secondary"
              size="s"
              onClick={onEdit}
              aria-label={`Изменить отзыв: ${productName}`}
            >
              Изменить
            </Button>
            <Button
              variant="ghost"
              size="s"
              iconStart="trash"
              onClick={onDelete}
              aria-label={`Удалить отзыв: ${productName}`}
            >
              Удалить
            </Button>
          </Buttons>
        </>
      )}
    </Root>
  );
}
