import type { FastifyInstance } from 'fastify';
import { route, type Replies } from '../shared';
import { requireStaff } from '../../session';
import type { ActionHandler } from './actions';
import { exportActions, exportRoutes } from './export';
import { importActions } from './import';
import { settingsActions, exchangeData } from './settings';

const ACTIONS = { ...settingsActions, ...exportActions, ...importActions };

/**
 * spec §7 "Catalogue CSV exchange" (R-CSV-2…7): the screen's data and its POST, one action per
 * call. The session plugin lets only staff reach /api/admin/* (R-ROLE-2); an action that needs
 * an admin checks it itself (R-ROLE-1).
 */
export async function catalogExchangeRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminCatalogExchange', async (request) => {
    requireStaff(request);
    return exchangeData(app.db);
  });

  route(app, 'postAdminCatalogExchange', async (request, reply) => {
    requireStaff(request);
    const handler = ACTIONS[request.body.action] as ActionHandler | undefined;
    if (!handler) throw new Error(`no handler for the exchange action ${request.body.action}`);
    // An action answers its JSON, or has sent its file or its 202 job itself (ActionHandler).
    return (await handler(request, reply, request.body)) as Replies<'postAdminCatalogExchange'>;
  });

  await exportRoutes(app);
}
