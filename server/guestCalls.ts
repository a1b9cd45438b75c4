import { notFound } from './lib/errors';
import { basketInfo } from './modules/basket';
import { currentLocation, locationById, toPhone } from './modules/location';
import { loadMenu } from './modules/menu';
import type { GuestCalls } from './modules/page';
import { GUEST_SESSION, userInfo } from './modules/session';
import { shippingOptions } from './modules/shipping';

/**
 * The calls the front end's renderer makes (src/app/ssr/entry-server.tsx: the header's and
 * footer's shop-wide data, a shipping page's options), each answered by the services its route
 * calls, for a guest of `locationId`. The page module serves them (GuestApi) without importing
 * the modules above it.
 */
export const GUEST_CALLS: GuestCalls = {
  getUserInfo: async () => ({ result: userInfo(GUEST_SESSION) }),
  getCurrentLocation: async ({ db }, locationId) => ({
    result: await currentLocation(db, locationId),
  }),
  getBasketInfo: async ({ db }, locationId) => ({
    result: await basketInfo(db, null, locationId),
  }),
  getTopmostMenu: async ({ db }) => ({ result: await loadMenu(db, 'topmost') }),
  getCatalogMenu: async ({ db }) => ({ result: await loadMenu(db, 'catalog') }),
  getPhoneByLocationId: async ({ db }, _locationId, query) => {
    // The renderer asks for the city it was just answered; a text that is no id names no city.
    const id = Number(query.get('locationId'));
    if (!Number.isSafeInteger(id)) throw notFound();
    return { result: toPhone(await locationById(db, id)) };
  },
  getShippingOptions: async ({ db }, locationId, query) => ({
    result: await shippingOptions(db, query.get('locationCode') ?? undefined, locationId),
  }),
};
