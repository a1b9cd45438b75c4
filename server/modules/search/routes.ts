import fp from 'fastify-plugin';
import { route } from '../../lib/openapi';
import { hasControlCharacter } from '../../lib/validation';
import { currentLocationId } from '../location';
import type { PageRoute } from '../page';
import { searchPage } from './searchPage';
import { directTransition, suggest } from './service';

const RESULTS_PATH = '/search/';

/** The results page `/search/?q=` (page protocol, type 'search'). */
export const searchPages: PageRoute[] = [
  { type: 'search', matches: (path) => path === RESULTS_PATH, resolve: searchPage },
];

/**
 * Search: `GET /api/search/suggest` and the direct transitions of the results page. `fastify-plugin` puts the redirect hook on the root, so it runs
 * before the page protocol's catch-all (registered after this module, server/app.ts).
 */
export const searchRoutes = fp(
  async (app) => {
    route(app, 'getSearchSuggestions', async (request) => ({
      result: await suggest(app.db, request.query.q, currentLocationId(request)),
    }));

    // spec §3 "Direct transition" (R-DT): a results page whose query has a stored transition
    // answers 302 to its target, for the page JSON and the HTML shell alike (the client follows).
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET') return;
      const mark = request.url.indexOf('?');
      if (mark < 0 || request.url.slice(0, mark) !== RESULTS_PATH) return;
      const query = new URLSearchParams(request.url.slice(mark + 1)).get('q');
      // A query with NUL cannot even be looked up; the page protocol answers it with the 404 page.
      const target =
        query && !hasControlCharacter(query) ? await directTransition(app.db, query) : null;
      // Targets are shop paths; anything else (a domain, `//host`) is not followed.
      if (target && target.startsWith('/') && !target.startsWith('//'))
        return reply.redirect(target, 302);
    });
  },
  { name: 'search' },
);
