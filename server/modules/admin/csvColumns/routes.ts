import type { FastifyInstance } from 'fastify';
import { route } from '../shared';
import { requireStaff } from '../../session';
import { csvColumnsData, saveCsvColumns } from './service';

/**
 * spec §7 "Section relations and CSV columns" (R-COL-1…3): the columns editor's data and its one
 * form post. The session plugin lets only staff reach /api/admin/* (R-ROLE-2); the handlers name
 * the staff member for the change log.
 */
export async function csvColumnsRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminCsvColumns', async (request) => {
    requireStaff(request);
    return csvColumnsData(app.db);
  });

  route(app, 'saveAdminCsvColumns', async (request) =>
    saveCsvColumns(app.db, requireStaff(request).id, request.body),
  );
}
