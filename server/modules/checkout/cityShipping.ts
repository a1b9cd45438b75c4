import type { Queryable } from '../../lib/db/types';
import { notFound } from '../../lib/errors';
import { CITY_NOT_FOUND, shippingFor, type ShippingInfo } from '../shipping';

/**
 * How long a city's shipping is reused. Cities are reference data loaded with the catalogue and
 * edited by no screen; a minute bounds how long a change made in the database directly goes
 * unseen, while each order is spared a statement (on the embedded engine, a turn on the one
 * connection that twenty checkouts at once queue for).
 */
const CITY_SHIPPING_TTL_MS = 60_000;

const cachedByDb = new WeakMap<Queryable, Map<number, { shipping: ShippingInfo; until: number }>>();

/** The shipping of the visitor's city (the shipping module's zones); 404 when there is no city. */
export async function visitorShipping(
  db: Queryable,
  locationId: number,
  now = Date.now(),
): Promise<ShippingInfo> {
  const cached = cachedByDb.get(db) ?? new Map<number, { shipping: ShippingInfo; until: number }>();
  cachedByDb.set(db, cached);
  const hit = cached.get(locationId);
  if (hit && hit.until > now) return hit.shipping;
  const shipping = await shippingFor(db, undefined, locationId);
  if (!shipping) throw notFound(CITY_NOT_FOUND);
  // An unknown id (a stale cookie) gets the default city and is not kept: the cache holds one
  // entry per real city at most.
  if (shipping.location.id === locationId)
    cached.set(locationId, { shipping, until: now + CITY_SHIPPING_TTL_MS });
  return shipping;
}
