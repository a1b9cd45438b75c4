import type { FastifyInstance } from 'fastify';
import { route } from '../shared';
import { currentLocationId } from '../../location';
import { requireUser } from '../../session';
import { purchasePage } from './service';

/** The cabinet's bought products (issue 15 point 5), priced for the visitor's city. */
export async function purchaseRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getMyPurchases', async (request) => {
    const user = requireUser(request);
    return {
      result: await purchasePage(
        app.db,
        user.id,
        currentLocationId(request),
        request.query.page ?? 1,
      ),
    };
  });
}
