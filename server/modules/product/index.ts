export { productPages, productRoutes } from './routes';
export { productCardsByIds, type ProductCard } from './cards';
export { PAGE_SIZE, offsetOf, pageExists, pagination, type Pagination } from './pagination';
export { publishedReviews, type Review, type ReviewPage } from './reviews';
