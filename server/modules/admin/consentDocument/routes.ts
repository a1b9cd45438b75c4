import type { FastifyInstance } from 'fastify';
import { catalogChanged, route } from '../shared';
import { requireStaff } from '../../session';
import { consentDocumentData, saveConsentDocument } from './service';

/**
 * Issue 27 point 5: the consent document's text, edited by staff (admin or editor; the session
 * plugin lets only staff reach /api/admin/*, R-ROLE-2). A save that changed anything is announced
 * as a presentation change: every server process drops its cached pages once it serves it, and
 * the save answers only when they all have (issue 24 point 1), so the next request anywhere shows
 * the new text.
 */
export async function consentDocumentRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminConsentDocument', async (request) => {
    requireStaff(request);
    return consentDocumentData(app.db);
  });

  route(app, 'saveAdminConsentDocument', async (request) => {
    const changed = await saveConsentDocument(app.db, requireStaff(request).id, request.body);
    if (changed) await catalogChanged(app, 'presentation');
    return consentDocumentData(app.db);
  });
}
