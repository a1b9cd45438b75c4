import { recordConsent } from '../../consents';
import { findUserProfile } from '../../session';
import type { Db, Queryable, Schema } from '../shared';
import { replaceTopics, subscribedTopics, unsubscribeByToken } from './queries';
import { SUBSCRIPTION_TOPICS, type SubscriptionTopicId } from './topics';

/** openapi.yaml `SubscriptionTopic`. */
export type SubscriptionTopic = Schema<'SubscriptionTopic'>;

export async function mySubscriptions(db: Queryable, userId: number): Promise<SubscriptionTopic[]> {
  const subscribed = new Set(await subscribedTopics(db, userId));
  return SUBSCRIPTION_TOPICS.map((t) => ({ ...t, subscribed: subscribed.has(t.topic) }));
}

/**
 * Saving replaces the set: the topics given are subscribed, all others not. Switching a topic on
 * takes the shopper's e-mail for a mailing, so it needs the consent to personal data processing
 * (issue 27 point 5), kept in the same transaction; switching topics off needs none.
 */
export async function saveMySubscriptions(
  db: Db,
  userId: number,
  form: { topics: readonly SubscriptionTopicId[]; consent?: boolean },
): Promise<SubscriptionTopic[]> {
  await db.transaction(async (tx) => {
    const before = new Set(await subscribedTopics(tx, userId));
    if (form.topics.some((topic) => !before.has(topic))) {
      const profile = await findUserProfile(tx, userId);
      await recordConsent(tx, {
        form: 'subscription',
        consent: form.consent,
        userId,
        email: profile?.email,
        phone: profile?.phone,
      });
    }
    await replaceTopics(tx, userId, form.topics);
  });
  return mySubscriptions(db, userId);
}

/** A mail's unsubscribe link: false when its token names nobody (nothing changes then). */
export function unsubscribe(
  db: Queryable,
  token: string,
  topic: SubscriptionTopicId | undefined,
): Promise<boolean> {
  return unsubscribeByToken(db, token, topic ?? null);
}
