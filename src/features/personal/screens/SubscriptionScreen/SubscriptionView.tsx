import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { ErrorState } from '@ui/ErrorState';
import { LoadingOverlay } from '@ui/LoadingOverlay';
import type { SubscriptionTopic } from '@features/api';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { UnsubscribeNotice, type UnsubscribeResult } from '../../components/UnsubscribeNotice';
import { PRIVATE_PATH } from '../../personalPages';
import { SubscriptionForm, type SubscriptionSave } from './SubscriptionForm';

const Text = styled.p`
  margin: 0 0 16px;
  color: var(--color-text-muted);
`;

const Pending = styled.div`
  position: relative;
  min-height: 160px;
`;

const Link = styled.a`
  color: var(--color-brand);
`;

export interface SubscriptionViewProps {
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** The topics; null until they are loaded. */
  topics: readonly SubscriptionTopic[] | null;
  /** The shopper's e-mail; null when there is none (signed up by phone). */
  email: string | null;
  /** Where the unsubscribe link of an e-mail led (`?unsubscribed=`). */
  unsubscribed?: UnsubscribeResult | null;
  failed?: boolean;
  onRetry?: () => void;
  saving?: boolean;
  /** The answer to the last save. */
  message?: NoticeMessage | null;
  onSave: (save: SubscriptionSave) => void;
  linkAs?: LinkComponent;
}

/** `/personal/subscribe/`: the news, promotions and new items mailings (issue 15 point 5). */
export function SubscriptionView({
  title,
  topics,
  email,
  unsubscribed,
  failed = false,
  onRetry,
  saving = false,
  message,
  onSave,
  linkAs,
}: SubscriptionViewProps) {
  let body: ReactNode;
  if (failed) body = <ErrorState text="Не удалось загрузить подписки." onRetry={onRetry} />;
  else if (!topics)
    body = (
      <Pending aria-busy="true">
        <LoadingOverlay visible label="Загрузка подписок" />
      </Pending>
    );
  else
    body = (
      <SubscriptionForm
        // A saved answer starts the form again from what the server holds.
        key={topics.map(({ topic, subscribed }) => `${topic}:${subscribed}`).join()}
        topics={topics}
        email={email}
        saving={saving}
        onSave={onSave}
      />
    );

  return (
    <section>
      {title}
      {unsubscribed && <UnsubscribeNotice result={unsubscribed} />}
      {message && <Notice {...message} />}
      <Text>
        В каждом письме есть ссылка, чтобы отписаться в один клик.
        {!email && (
          <>
            {' '}
            Чтобы получать письма,{' '}
            <Link as={linkAs} href={PRIVATE_PATH}>
              укажите электронную почту
            </Link>
            .
          </>
        )}
      </Text>
      {body}
    </section>
  );
}
