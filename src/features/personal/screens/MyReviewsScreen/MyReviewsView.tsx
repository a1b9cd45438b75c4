import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { LoadingBlock } from '@ui/LoadingOverlay';
import type { MyReview, MyReviewUpdate } from '@features/api';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { PURCHASES_PATH } from '../../personalPages';
import { MyReviewCard } from './MyReviewCard';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface MyReviewsViewProps {
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** The shopper's reviews, newest first; null until they are loaded. */
  reviews: readonly MyReview[] | null;
  failed?: boolean;
  onRetry?: () => void;
  /** Saves an edit; resolves with the server's error text, or null when saved. */
  onSave: (reviewId: number, update: MyReviewUpdate) => Promise<string | null>;
  /** Deletes (after the shopper confirmed); resolves with the error text, or null when done. */
  onDelete: (reviewId: number) => Promise<string | null>;
  linkAs?: LinkComponent;
}

/**
 * `/personal/reviews/`: the shopper's reviews, edited in place and deleted after a question
 * (issue 15 point 5).
 */
export function MyReviewsView({
  title,
  reviews,
  failed = false,
  onRetry,
  onSave,
  onDelete,
  linkAs,
}: MyReviewsViewProps) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MyReview | null>(null);
  const [outcome, setOutcome] = useState<NoticeMessage | null>(null);

  const save = async (reviewId: number, update: MyReviewUpdate) => {
    const failure = await onSave(reviewId, update);
    if (!failure) {
      setEditingId(null);
      setOutcome({ tone: 'success', title: 'Отзыв сохранён' });
    }
    return failure;
  };
  const confirmDelete = async (review: MyReview) => {
    setDeleting(null);
    const failure = await onDelete(review.id);
    setOutcome(
      failure ? { tone: 'error', title: failure } : { tone: 'success', title: 'Отзыв удалён' },
    );
  };

  let body: ReactNode;
  if (failed) body = <ErrorState text="Не удалось загрузить отзывы." onRetry={onRetry} />;
  else if (!reviews) body = <LoadingBlock label="Загрузка отзывов" />;
  else if (reviews.length === 0)
    body = (
      <EmptyState
        icon="star"
        title="Отзывов пока нет"
        text="Оцените купленные товары: отзывы покупателей помогают другим выбрать."
        action={
          <Button href={PURCHASES_PATH} linkAs={linkAs}>
            Мои покупки
          </Button>
        }
      />
    );
  else
    body = (
      <List aria-label="Мои отзывы">
        {reviews.map((review) => (
          <li key={review.id}>
            <MyReviewCard
              review={review}
              editing={editingId === review.id}
              onEdit={() => {
                setOutcome(null);
                setEditingId(review.id);
              }}
              onSave={(update) => save(review.id, update)}
              onCancelEdit={() => setEditingId(null)}
              onDelete={() => setDeleting(review)}
              linkAs={linkAs}
            />
          </li>
        ))}
      </List>
    );

  return (
    <section>
      {title}
      {outcome && <Notice {...outcome} />}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title="Удалить отзыв?"
        text={
          deleting?.product
            ? `Отзыв о товаре «${deleting.product.name}» исчезнет со страницы товара.`
            : 'Отзыв исчезнет из магазина.'
        }
        confirmLabel="Удалить"
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
