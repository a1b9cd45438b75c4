import type { Db, Queryable, Schema } from '../shared';
import { replaceTopics, subscribedTopics, unsubscribeByToken } from './queries';
import { SUBSCRIPTION_TOPICS, type SubscriptionTopicId } from './topics';

/** openapi.yaml `SubscriptionTopic`. */
export type SubscriptionTopic = Schema<'SubscriptionTopic'>;

export async function mySubscriptions(db: Queryable, userId: number): Promise<SubscriptionTopic[]> {
  const subscribed = new Set(await subscribedTopics(db, userId));
  return SUBSCRIPTION_TOPICS.map((t) => ({ ...t, subscribed: subscribed.has(t.topic) }));
}

/** Saving replaces the set: the topics given are subscribed, all others not. */
export async function saveMySubscriptions(
  db: Db,
  userId: number,
  topics: readonly SubscriptionTopicId[],
): Promise<SubscriptionTopic[]> {
  await db.transaction((tx) => replaceTopics(tx, userId, topics));
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
