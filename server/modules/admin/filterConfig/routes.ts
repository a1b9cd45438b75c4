import type { FastifyInstance } from 'fastify';
import { catalogChanged, route } from '../shared';
import { requireStaff } from '../../session';
import {
  bindFilterConfig,
  copyFilterConfig,
  filterConfigDetail,
  filterConfigIndex,
  saveFilterConfig,
  setFilterPropertyEnabled,
  type ValueCounter,
} from './service';

/**
 * spec §7 "Admin filter", the filter configuration calls (R-FC-8). The session plugin lets only
 * staff reach /api/admin/* (R-ROLE-2). Every write answers the section's fresh detail, and when
 * it changed the settings tells every server process, so the section page's filter follows on the
 * next request; a write that changed nothing wrote nothing and tells nobody (issue 24 point 1).
 */
export async function filterConfigRoutes(app: FastifyInstance): Promise<void> {
  // From the catalogue index this process serves, which a write has updated before it answers.
  const valueCounts: ValueCounter = (sectionId, propertyIds) =>
    app.catalogIndex.current().subtreeValueCounts(sectionId, propertyIds);
  const detail = (sectionId: number) => filterConfigDetail(app.db, valueCounts, sectionId);
  const written = async (sectionId: number, changed: boolean) => {
    if (changed) await catalogChanged(app, 'presentation');
    return { result: await detail(sectionId) };
  };

  route(app, 'getAdminFilterConfig', async () => ({ result: await filterConfigIndex(app.db) }));

  route(app, 'getAdminFilterConfigDetail', async (request) => ({
    result: await detail(request.query.sectionId),
  }));

  route(app, 'copyAdminFilterConfig', async (request) => {
    const { body } = request;
    const staff = requireStaff(request).id;
    const changed = await copyFilterConfig(app.db, staff, body.sectionId, body.copySectionId);
    return written(body.sectionId, changed);
  });

  route(app, 'bindAdminFilterConfig', async (request) => {
    const { body } = request;
    const staff = requireStaff(request).id;
    const changed = await bindFilterConfig(app.db, staff, body.sectionId, body.bindSectionId);
    return written(body.sectionId, changed);
  });

  const toggle = (
    operationId: 'disableAdminFilterProperty' | 'enableAdminFilterProperty',
    enabled: boolean,
  ) =>
    route(app, operationId, async (request) => {
      const { sectionId, propertyId } = request.body;
      const changed = await setFilterPropertyEnabled(
        app.db,
        requireStaff(request).id,
        sectionId,
        propertyId,
        enabled,
      );
      return written(sectionId, changed);
    });
  toggle('disableAdminFilterProperty', false);
  toggle('enableAdminFilterProperty', true);

  route(app, 'saveAdminFilterConfig', async (request) => {
    const saved = await saveFilterConfig(app.db, requireStaff(request).id, request.body.items);
    return written(saved.sectionId, saved.changed);
  });
}
