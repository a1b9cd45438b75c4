import type { FastifyInstance } from 'fastify';
import { catalogChanged, route } from '../shared';
import { requireStaff } from '../../session';
import { marketFeedData, saveMarketFeed } from './service';

/**
 * Issue 27 point 3: the sections of the Yandex Market feed. The session plugin lets only staff
 * reach /api/admin/* (R-ROLE-2). A save that changed anything gives every server process a new
 * catalogue snapshot, and the feed's file is kept per snapshot, so the next feed request builds
 * a file without the sections left out (catalog/yandexMarketRoute.ts).
 */
export async function marketFeedRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminMarketFeed', async (request) => {
    requireStaff(request);
    return marketFeedData(app.db);
  });

  route(app, 'saveAdminMarketFeed', async (request) => {
    const changed = await saveMarketFeed(app.db, requireStaff(request).id, request.body);
    if (changed) await catalogChanged(app, 'presentation');
    return marketFeedData(app.db);
  });
}
