// The list pages' containers, one lazy chunk for the router (see ../pageRenderers.ts).
export { ClubScreen } from './ClubScreen/ClubScreen';
export { CorporateScreen } from './CorporateScreen/CorporateScreen';
export { GiftCertificatesScreen } from './GiftCertificatesScreen/GiftCertificatesScreen';
export { HomeScreen } from './HomeScreen/HomeScreen';
export { ProductListScreen } from './ProductListScreen/ProductListScreen';
export { PromotionsScreen } from './PromotionsScreen/PromotionsScreen';
export { ReviewsScreen } from './ReviewsScreen/ReviewsScreen';
export { ShippingScreen } from './ShippingScreen/ShippingScreen';
