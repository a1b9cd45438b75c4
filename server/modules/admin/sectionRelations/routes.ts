import type { FastifyInstance } from 'fastify';
import { catalogChanged, route } from '../shared';
import { requireStaff } from '../../session';
import { relationsData, saveRelations } from './service';

/**
 * spec §7 "Section relations and CSV columns" (R-REL-1, R-REL-2): getData and the screen's form
 * post, which takes browser forms too (registered withFormPosts, docs/api.md "Form posts"). The
 * session plugin lets only staff reach /api/admin/* (R-ROLE-2).
 *
 * save stores the relations (the shop goes on showing the applied ones); saveAndApply also applies
 * them: when that changes the applied relations, every server process updates the member sets of
 * its catalogue index at once, so the related sections' products are in the section's listing and
 * facets on the very next request (docs/catalog.md, "Section relations").
 */
export async function sectionRelationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminSectionRelations', async (request) => {
    requireStaff(request);
    return relationsData(app.db);
  });

  route(app, 'saveAdminSectionRelations', async (request) => {
    const appliedChanged = await saveRelations(app.db, requireStaff(request).id, request.body);
    if (appliedChanged) await catalogChanged(app, 'sectionMembers');
    return relationsData(app.db);
  });
}
