import type { FastifyInstance } from 'fastify';
import { catalogChanged, route } from '../shared';
import { requireStaff } from '../../session';
import type { Reverter } from '../changeLog';
import { filterConfigReverter } from '../filterConfig';
import { filterSeoReverter } from '../filterSeo';
import { marketFeedReverter } from '../marketFeed';
import { sectionRelationsReverter } from '../sectionRelations';
import { revertChange, toolHistory } from './service';

/** The tools whose changes staff can revert (issue 25 point 6), by their change log name. */
const reverters: ReadonlyMap<string, Reverter> = new Map(
  [filterConfigReverter, filterSeoReverter, sectionRelationsReverter, marketFeedReverter].map(
    (r) => [r.tool, r],
  ),
);

/**
 * Issue 25 point 6: every tool's history and the revert of a change. The session plugin lets only
 * staff reach /api/admin/* (R-ROLE-2); a revert that changed anything tells every server process,
 * as the tool's own save does, so the shop serves the earlier state on the next request.
 */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminHistory', async (request) => {
    requireStaff(request);
    const { tool, subject } = request.query;
    return { result: await toolHistory(app.db, reverters, tool, subject) };
  });

  route(app, 'revertAdminChange', async (request) => {
    const staff = requireStaff(request).id;
    const { reloaded, history } = await revertChange(
      app.db,
      reverters,
      staff,
      request.params.changeId,
    );
    if (reloaded) await catalogChanged(app, reloaded.reloads);
    return { result: history };
  });
}
