// List pages of the shop (spec §2): home, new, discounts, promotions, gift certificates, all
// reviews, club and shipping. `pageRenderers` draws their page types (the shipping renderer asks
// the shipping call itself, since /shipping/ skips the page fetch, R-ROUTE-4).
export { pageRenderers } from './pageRenderers';
export {
  ShippingView,
  daysText,
  type ShippingViewProps,
  type ShippingState,
} from './screens/ShippingScreen/ShippingView';
export { HomeView, type HomeViewProps } from './screens/HomeScreen/HomeView';
export {
  ProductListView,
  type ProductListViewProps,
} from './screens/ProductListScreen/ProductListView';
export {
  PromotionsView,
  type PromotionsViewProps,
} from './screens/PromotionsScreen/PromotionsView';
export {
  GiftCertificatesView,
  type GiftCertificatesViewProps,
} from './screens/GiftCertificatesScreen/GiftCertificatesView';
export {
  GiftCertificateCard,
  type GiftCertificateCardProps,
} from './screens/GiftCertificatesScreen/GiftCertificateCard';
export { ReviewsView, type ReviewsViewProps } from './screens/ReviewsScreen/ReviewsView';
export {
  ClubListView,
  CLUB_LISTS,
  type ClubListViewProps,
} from './screens/ClubScreen/ClubListView';
export { ClubPostView, type ClubPostViewProps } from './screens/ClubScreen/ClubPostView';
