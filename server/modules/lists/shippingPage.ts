import type { Queryable } from '../../lib/db/types';
import { notFound } from '../../lib/errors';
import type { PageContext, ResolvedPage } from '../page';
import { cityByCode, cityByIdOrDefault } from './queries';
import { shippingInfo, type ShippingInfo } from './shipping';
import type { Schema } from '../../lib/api/contract';

export const CITY_NOT_FOUND = 'Город не найден';

/** openapi.yaml `ShippingPageData`. */
export type ShippingPageData = Schema<'ShippingPageData'>;

declare module '../page/types' {
  interface PageDataByType {
    shipping: ShippingPageData;
  }
}

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

/** `/shipping/` (the visitor's city) and `/shipping/{locationCode}/`; one page each. */
export async function shippingPage({
  db,
  path,
  page,
  locationId,
}: PageContext): Promise<ResolvedPage<ShippingPageData> | null> {
  const [, locationCode, ...rest] = path.split('/').filter(Boolean);
  if (rest.length > 0 || page > 1) return null;
  const shipping = await shippingFor(db, locationCode, locationId);
  if (!shipping) return null;
  const title = locationCode ? `Доставка: ${shipping.location.name}` : 'Доставка';
  const crumbs = [
    { title: 'Главная', link: '/' },
    { title: 'Доставка', link: '/shipping/' },
  ];
  return {
    title,
    breadcrumbs: locationCode ? [...crumbs, { title: shipping.location.name, link: path }] : crumbs,
    data: { locationCode: locationCode ?? null, shipping },
  };
}
