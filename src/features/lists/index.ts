// List pages of the shop (spec §2): home, new, discounts, promotions, gift certificates, all
// reviews, club and shipping. `pageRenderers` draws their page types (the shipping renderer asks
// the shipping call itself, since /shipping/ skips the page fetch, R-ROUTE-4).
export { pageRenderers } from './pageRenderers';
export {
  ShippingScreen,
  daysText,
  type ShippingScreenProps,
  type ShippingState,
} from './screens/ShippingScreen/ShippingScreen';
export { HomeScreen, type HomeScreenProps } from './screens/HomeScreen/HomeScreen';
export {
  ProductListScreen,
  type ProductListScreenProps,
} from './screens/ProductListScreen/ProductListScreen';
export {
  PromotionsScreen,
  type PromotionsScreenProps,
} from './screens/PromotionsScreen/PromotionsScreen';
export {
  GiftCertificatesScreen,
  type GiftCertificatesScreenProps,
} from './screens/GiftCertificatesScreen/GiftCertificatesScreen';
export {
  GiftCertificateCard,
  type GiftCertificateCardProps,
} from './screens/GiftCertificatesScreen/GiftCertificateCard';
export { ReviewsScreen, type ReviewsScreenProps } from './screens/ReviewsScreen/ReviewsScreen';
export {
  ClubListScreen,
  CLUB_LISTS,
  type ClubListScreenProps,
} from './screens/ClubScreen/ClubListScreen';
export { ClubPostScreen, type ClubPostScreenProps } from './screens/ClubScreen/ClubPostScreen';
