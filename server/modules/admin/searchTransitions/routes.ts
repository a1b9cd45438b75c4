import type { FastifyInstance } from 'fastify';
import { route } from '../shared';
import { requireStaff } from '../../session';
import { transitionsTable, writeTransition } from './service';

/**
 * spec §7 "Direct transitions" (R-DT-1…4): the staff table and its one write call. The session
 * plugin lets only staff reach /api/admin/* (R-ROLE-2); the handlers name the staff member for
 * the change log.
 */
export async function searchTransitionsRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminSearchTransitions', async (request) => {
    requireStaff(request);
    const { query = '', page = 1 } = request.query;
    return { result: await transitionsTable(app.db, query, page) };
  });

  route(app, 'writeAdminSearchTransition', async (request) => ({
    item: await writeTransition(app.db, requireStaff(request).id, request.body),
  }));
}
