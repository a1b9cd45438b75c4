import type { Queryable } from '../../lib/db/types';
import { notFound } from '../../lib/errors';
import { cityByCode, cityByIdOrDefault } from './queries';
import { shippingInfo, type ShippingInfo } from './zones';

export const CITY_NOT_FOUND = 'Город не найден';

/** The shipping of the city `locationCode`, or of the visitor's city without one; undefined: no such city. */
export async function shippingFor(
  db: Queryable,
  locationCode: string | undefined,
  locationId: number,
): Promise<ShippingInfo | undefined> {
  const city = locationCode
    ? await cityByCode(db, locationCode)
    : await cityByIdOrDefault(db, locationId);
  return city && shippingInfo(city);
}

/** GET /api/shipping/options (the SPA skips the page fetch under /shipping/, spec §2). */
export async function shippingOptions(
  db: Queryable,
  locationCode: string | undefined,
  locationId: number,
): Promise<ShippingInfo> {
  const info = await shippingFor(db, locationCode, locationId);
  if (!info) throw notFound(CITY_NOT_FOUND);
  return info;
}
