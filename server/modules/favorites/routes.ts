import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/openapi';
import { currentLocationId } from '../location';
import { productCardsByIds } from '../product';
import { claimShopper, currentShopper } from '../session';
import { addFavorite, getFavorites, removeFavorite, setFavorites } from './service';

/** spec §7 favorites calls (R-FAV-4, R-FAV-6), each answering the list `{ result: number[] }`. */
export async function favoritesRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getFavorites', async (request) => ({
    result: await getFavorites(app.db, currentShopper(request)),
  }));

  route(app, 'setFavorites', async (request, reply) => ({
    result: await setFavorites(app.db, request.body.ids, () => claimShopper(request, reply)),
  }));

  route(app, 'addFavorite', async (request, reply) => ({
    result: await addFavorite(app.db, request.body.id, () => claimShopper(request, reply)),
  }));

  route(app, 'removeFavorite', async (request, reply) => ({
    result: await removeFavorite(app.db, request.body.id, () => claimShopper(request, reply)),
  }));

  route(app, 'getFavoriteProducts', async (request) => ({
    result: await productCardsByIds(app.db, request.body.ids, currentLocationId(request)),
  }));
}
