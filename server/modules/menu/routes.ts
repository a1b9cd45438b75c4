import type { FastifyInstance } from 'fastify';
import { cacheForEveryone } from '../../lib/http/cacheControl';
import type { OperationId } from '../../lib/api/contract';
import { route } from '../../lib/openapi';
import { MENU_NAMES, type MenuName } from './queries';
import { loadMenu, type MenuItem } from './service';
import { createTtlCache } from './ttlCache';

/** Menus change when staff edit them; a minute in process and five in browsers is fresh enough. */
const MENU_CACHE_TTL_MS = 60_000;
const MENU_MAX_AGE_SECONDS = 300;

const OPERATION_IDS = {
  topmost: 'getTopmostMenu',
  catalogAdditional: 'getCatalogAdditionalMenu',
  catalog: 'getCatalogMenu',
  mainPage: 'getMainPageMenu',
} as const satisfies Record<MenuName, OperationId>;

/** spec §7 menus (R-MENU-1): GET /api/menu/{topmost|catalogAdditional|catalog|mainPage}. */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  // One cache per app, so that apps built on different databases (tests) never share entries.
  const cache = createTtlCache<MenuName, MenuItem[]>(MENU_CACHE_TTL_MS);
  for (const menu of MENU_NAMES) {
    route(app, OPERATION_IDS[menu], async (_request, reply) => {
      cacheForEveryone(reply, MENU_MAX_AGE_SECONDS);
      return { result: await cache.get(menu, () => loadMenu(app.db, menu)) };
    });
  }
}
