import type { FastifyInstance } from 'fastify';
import { consentRoutes } from './consents/routes';
import { orderRoutes } from './orders/routes';
import { passwordResetRoutes } from './passwordReset/routes';
import { privateRoutes } from './private/routes';
import { purchaseRoutes } from './purchases/routes';
import { reviewRoutes } from './reviews/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { unsubscribeRoutes } from './subscriptions/unsubscribeRoutes';

/**
 * The personal cabinet's calls (issue 15 points 5, 6). Each answers only the caller's own data:
 * lists need a signed-in user (401), and an order or review of someone else is 404.
 */
export async function personalRoutes(app: FastifyInstance): Promise<void> {
  await app.register(orderRoutes);
  await app.register(purchaseRoutes);
  await app.register(reviewRoutes);
  await app.register(subscriptionRoutes);
  await app.register(consentRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(privateRoutes);
  await app.register(passwordResetRoutes);
}
