export { productPages, productRoutes } from './routes';
export { REVIEW_TEXT_REQUIRED } from './service';
export { productCardsByIds, toProductCard, type ProductCard, type ProductCardRow } from './cards';
export { PAGE_SIZE, offsetOf, pageExists, pagination, type Pagination } from './pagination';
export {
  publishedReviews,
  reviewById,
  reviewsByUser,
  type Review,
  type ReviewPage,
} from './reviews';
