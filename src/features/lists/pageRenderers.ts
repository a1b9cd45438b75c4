import { lazyWithReload } from '@features/chunkReload';
import type { PageRenderers } from '@features/page';

// The app loads this file eagerly; the list screens come in one lazy chunk on first use.
const screens = () => import('./screens');

/** The list pages' renderers by page `type` (docs/api.md). */
export const pageRenderers: PageRenderers = {
  home: lazyWithReload(() => screens().then((m) => ({ default: m.HomeScreen }))),
  new: lazyWithReload(() => screens().then((m) => ({ default: m.ProductListScreen }))),
  discounts: lazyWithReload(() => screens().then((m) => ({ default: m.ProductListScreen }))),
  promotions: lazyWithReload(() => screens().then((m) => ({ default: m.PromotionsScreen }))),
  giftCertificates: lazyWithReload(() =>
    screens().then((m) => ({ default: m.GiftCertificatesScreen })),
  ),
  reviews: lazyWithReload(() => screens().then((m) => ({ default: m.ReviewsScreen }))),
  club: lazyWithReload(() => screens().then((m) => ({ default: m.ClubScreen }))),
  corporate: lazyWithReload(() => screens().then((m) => ({ default: m.CorporateScreen }))),
  shipping: lazyWithReload(() => screens().then((m) => ({ default: m.ShippingScreen }))),
};
