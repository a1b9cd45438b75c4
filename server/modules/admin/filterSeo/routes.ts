import type { FastifyInstance } from 'fastify';
import { catalogChanged, route } from '../shared';
import { requireStaff } from '../../session';
import type { ValueCounter } from '../filterConfig';
import {
  deleteFilterSeo,
  filterSeoDetail,
  filterSeoUrls,
  saveFilterSeo,
  saveFilterSeoItem,
} from './service';

/**
 * spec §7 "Admin filter", the filter SEO calls (R-SEO-6). The session plugin lets only staff
 * reach /api/admin/* (R-ROLE-2). Every write that changes items tells every server process, so
 * the landing pages' texts, tags and relinking follow on the next request (issue 12 point 5); a
 * save that changes nothing writes nothing and tells nobody (issue 24 point 1).
 */
export async function filterSeoRoutes(app: FastifyInstance): Promise<void> {
  // The values' counts come from the catalogue index this process serves (issue 24 point 1).
  const valueCounts: ValueCounter = (sectionId, propertyIds) =>
    app.catalogIndex.current().subtreeValueCounts(sectionId, propertyIds);

  route(app, 'getFilterSeoUrls', async () => ({ result: await filterSeoUrls(app.db) }));

  route(app, 'getFilterSeoDetail', async (request) => ({
    result: await filterSeoDetail(app.db, valueCounts, request.query.base_url),
  }));

  // A save answers the url's fresh items; one that changed them first tells every process.
  const written = async ({ baseUrl, changed }: { baseUrl: string; changed: boolean }) => {
    if (changed) await catalogChanged(app, 'presentation');
    return { result: await filterSeoDetail(app.db, valueCounts, baseUrl) };
  };

  route(app, 'saveFilterSeo', async (request) =>
    written(await saveFilterSeo(app.db, requireStaff(request).id, request.body.items)),
  );

  route(app, 'saveFilterSeoItem', async (request) =>
    written(await saveFilterSeoItem(app.db, requireStaff(request).id, request.body.item)),
  );

  route(app, 'deleteFilterSeo', async (request) => {
    await deleteFilterSeo(app.db, requireStaff(request).id, request.body.baseUrl);
    await catalogChanged(app, 'presentation');
    return { result: true as const };
  });
}
