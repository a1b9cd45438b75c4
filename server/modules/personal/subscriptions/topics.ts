import type { Schema } from '../shared';
export type SubscriptionTopicId = Schema<'SubscriptionTopicId'>;

/** The mailings a shopper may receive (issue 15 point 5), in the order the cabinet lists them. */
export const SUBSCRIPTION_TOPICS: readonly { topic: SubscriptionTopicId; title: string }[] = [
  { topic: 'news', title: 'Новости магазина' },
  { topic: 'promotions', title: 'Акции и скидки' },
  { topic: 'new_items', title: 'Новинки' },
];
