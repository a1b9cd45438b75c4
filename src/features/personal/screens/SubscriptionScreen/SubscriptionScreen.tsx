import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useGetMySubscriptionsQuery,
  useGetUserProfileQuery,
  useSaveMySubscriptionsMutation,
} from '@features/api';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import type { NoticeMessage } from '../../components/Notice';
import { unsubscribeResultOf } from '../../components/UnsubscribeNotice';
import { usePersonalTitle } from '../../usePersonalTitle';
import { SubscriptionView } from './SubscriptionView';

/** `/personal/subscribe/` (and where the unsubscribe link of an e-mail lands). */
export function SubscriptionScreen() {
  const title = usePersonalTitle('Подписка');
  const [query] = useSearchParams();
  const topics = useGetMySubscriptionsQuery();
  const profile = useGetUserProfileQuery();
  const [save, saving] = useSaveMySubscriptionsMutation();
  const [message, setMessage] = useState<NoticeMessage | null>(null);

  return (
    <SubscriptionView
      title={title}
      topics={topics.data?.result ?? null}
      email={profile.data?.result.email ?? null}
      unsubscribed={unsubscribeResultOf(query)}
      failed={topics.isError && !topics.data}
      onRetry={topics.refetch}
      saving={saving.isLoading}
      message={message}
      onSave={async (body) => {
        setMessage(null);
        const answer = await save({ body });
        setMessage(
          'error' in answer
            ? {
                tone: 'error',
                title: errorMessageOf(answer.error, 'Не удалось сохранить подписку'),
              }
            : { tone: 'success', title: 'Подписка сохранена' },
        );
      }}
      linkAs={RouterLink}
    />
  );
}
