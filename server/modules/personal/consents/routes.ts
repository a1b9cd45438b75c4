import type { FastifyInstance } from 'fastify';
import { route } from '../shared';
import { consentsOfUser } from '../../consents';
import { requireUser } from '../../session';

/** The shopper's own consents to personal data processing (issue 27 point 5, 152-FZ). */
export async function consentRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getMyConsents', async (request) => ({
    result: await consentsOfUser(app.db, requireUser(request).id),
  }));
}
