import type { Queryable, Transaction } from '../shared';
import type { SubscriptionTopicId } from './topics';

export async function subscribedTopics(
  db: Queryable,
  userId: number,
): Promise<SubscriptionTopicId[]> {
  const rows = await db.query<{ topic: SubscriptionTopicId }>(
    `SELECT topic FROM user_subscriptions WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.topic);
}

/** Leaves the user subscribed to exactly `topics`. */
export async function replaceTopics(
  tx: Transaction,
  userId: number,
  topics: readonly SubscriptionTopicId[],
): Promise<void> {
  await tx.query(
    `DELETE FROM user_subscriptions WHERE user_id = $1 AND NOT (topic = ANY ($2::text[]))`,
    [userId, topics],
  );
  await tx.query(
    `INSERT INTO user_subscriptions (user_id, topic) SELECT $1, unnest($2::text[])
     ON CONFLICT DO NOTHING`,
    [userId, topics],
  );
}

/**
 * Unsubscribes the user whose unsubscribe links carry `token` from `topic`, or from every topic
 * when it is null. False when no user has that token.
 */
export async function unsubscribeByToken(
  db: Queryable,
  token: string,
  topic: SubscriptionTopicId | null,
): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>(
    `WITH owner AS (SELECT id FROM users WHERE mail_token = $1),
          removed AS (
            DELETE FROM user_subscriptions s USING owner
             WHERE s.user_id = owner.id AND ($2::text IS NULL OR s.topic = $2)
          )
     SELECT true AS found FROM owner`,
    [token, topic],
  );
  return rows.length > 0;
}
