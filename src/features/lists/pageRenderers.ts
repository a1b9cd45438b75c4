import { lazyWithReload } from '@features/chunkReload';
import type { PageRenderers } from '@features/page';

// The app loads this file eagerly; the list screens come in one lazy chunk on first use.
const screens = () => import('./screens');

/** The list pages' renderers by page `type` (docs/api.md). */
export const pageRenderers: PageRenderers = {
  home: lazyWithReload(() => screens().then((m) => ({ default: m.HomePage }))),
  new: lazyWithReload(() => screens().then((m) => ({ default: m.ProductListPage }))),
  discounts: lazyWithReload(() => screens().then((m) => ({ default: m.ProductListPage }))),
  promotions: lazyWithReload(() => screens().then((m) => ({ default: m.PromotionsPage }))),
  giftCertificates: lazyWithReload(() =>
    screens().then((m) => ({ default: m.GiftCertificatesPage })),
  ),
  reviews: lazyWithReload(() => screens().then((m) => ({ default: m.ReviewsPage }))),
  club: lazyWithReload(() => screens().then((m) => ({ default: m.ClubPage }))),
  corporate: lazyWithReload(() => screens().then((m) => ({ default: m.CorporatePage }))),
  shipping: lazyWithReload(() => screens().then((m) => ({ default: m.ShippingPage }))),
};
