import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  useDeleteMyReviewMutation,
  useGetMyReviewsQuery,
  useUpdateMyReviewMutation,
} from '@features/api';
import { errorMessageOf } from '@features/api';
import { RouterLink, scrollToAnchor } from '@features/page';
import { usePersonalTitle } from '../../usePersonalTitle';
import { MyReviewsView } from './MyReviewsView';

/** `/personal/reviews/`. */
export function MyReviewsScreen() {
  const title = usePersonalTitle('Мои отзывы');
  const { data, isError, refetch } = useGetMyReviewsQuery();
  const [update] = useUpdateMyReviewMutation();
  const [remove] = useDeleteMyReviewMutation();
  // 'Ваш отзыв' on the purchases page links to `#review-{id}`, which exists once the list is here.
  const { hash } = useLocation();
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && hash) scrollToAnchor(hash);
  }, [loaded, hash]);
  return (
    <MyReviewsView
      title={title}
      reviews={data?.result ?? null}
      failed={isError && !data}
      onRetry={refetch}
      onSave={async (reviewId, myReviewUpdate) => {
        const answer = await update({ reviewId, myReviewUpdate });
        return 'error' in answer
          ? errorMessageOf(answer.error, 'Не удалось сохранить отзыв')
          : null;
      }}
      onDelete={async (reviewId) => {
        const answer = await remove({ reviewId });
        return 'error' in answer ? errorMessageOf(answer.error, 'Не удалось удалить отзыв') : null;
      }}
      linkAs={RouterLink}
    />
  );
}
