import type { FastifyInstance } from 'fastify';
import { cacheForEveryone } from '../../lib/http/cacheControl';
import { route } from '../../lib/openapi';
import { ensureSession } from '../session';
import { currentLocationId, setLocationCookie } from './currentLocation';
import { DEFAULT_LOCATION_ID } from './queries';
import {
  additionalCities,
  chooseLocation,
  currentLocation,
  defaultList,
  defaultLocation,
  locationById,
  searchLocations,
  toPhone,
} from './service';

/** City lists change only when staff edit cities: an hour of caching is harmless (spec §7 "cached"). */
const CITY_LIST_MAX_AGE_SECONDS = 60 * 60;

/** spec §7 location and phone calls (R-LOC-1..4), plus the city search of the city picker. */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getCurrentLocation', async (request) => ({
    result: await currentLocation(app.db, currentLocationId(request)),
  }));

  route(app, 'getDefaultLocation', async () => ({ result: await defaultLocation(app.db) }));

  route(app, 'getDefaultLocationList', async (_request, reply) => {
    cacheForEveryone(reply, CITY_LIST_MAX_AGE_SECONDS);
    return { result: await defaultList(app.db) };
  });

  route(app, 'getAdditionalCities', async (_request, reply) => {
    cacheForEveryone(reply, CITY_LIST_MAX_AGE_SECONDS);
    return { result: await additionalCities(app.db) };
  });

  route(app, 'searchLocations', async (request) => ({
    result: await searchLocations(app.db, request.query.q),
  }));

  route(app, 'setLocation', async (request, reply) => {
    const location = await chooseLocation(app.db, request.body.locationId, () =>
      ensureSession(request, reply),
    );
    setLocationCookie(request, reply, location.id);
    return { result: location };
  });

  route(app, 'getPhoneByLocationId', async (request) => ({
    result: toPhone(await locationById(app.db, request.query.locationId)),
  }));

  route(app, 'getDefaultPhone', async () => ({
    result: toPhone(await locationById(app.db, DEFAULT_LOCATION_ID)),
  }));
}
