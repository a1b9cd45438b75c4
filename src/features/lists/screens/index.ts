// The list pages' containers, one lazy chunk for the router (see ../pageRenderers.ts).
export { ClubPage } from './ClubScreen/ClubPage';
export { CorporatePage } from './CorporateScreen/CorporatePage';
export { GiftCertificatesPage } from './GiftCertificatesScreen/GiftCertificatesPage';
export { HomePage } from './HomeScreen/HomePage';
export { ProductListPage } from './ProductListScreen/ProductListPage';
export { PromotionsPage } from './PromotionsScreen/PromotionsPage';
export { ReviewsPage } from './ReviewsScreen/ReviewsPage';
export { ShippingPage } from './ShippingScreen/ShippingPage';
