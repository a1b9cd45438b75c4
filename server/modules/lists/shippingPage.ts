import type { PageContext, ResolvedPage } from '../page';
import { shippingFor } from '../shipping';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `ShippingPageData`. */
export type ShippingPageData = Schema<'ShippingPageData'>;

declare module '../page/types' {
  interface PageDataByType {
    shipping: ShippingPageData;
  }
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
