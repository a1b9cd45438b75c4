export { REVIEW_TEXT_REQUIRED } from './service';
export { productCardsByIds, toProductCard, type ProductCardRow } from './cards';
export {
  PRODUCT_SKU_SQL,
  productByUrl,
  productProperties,
  type ProductRow,
  type PropertyRow,
} from './queries';
export { deleteOwnReview, updateOwnReview } from './ownReviews';
export { publishedReviews, reviewById, reviewsByUser, type Review } from './reviews';
