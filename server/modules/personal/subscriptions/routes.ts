import type { FastifyInstance } from 'fastify';
import { route } from '../shared';
import { requireUser } from '../../session';
import { mySubscriptions, saveMySubscriptions } from './service';

/** The cabinet's subscription page (issue 15 point 5): which mailings the shopper receives. */
export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getMySubscriptions', async (request) => ({
    result: await mySubscriptions(app.db, requireUser(request).id),
  }));

  route(app, 'saveMySubscriptions', async (request) => ({
    result: await saveMySubscriptions(app.db, requireUser(request).id, request.body),
  }));
}
