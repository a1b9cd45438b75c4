export { favoritesRoutes } from './routes';
export { favoriteProductCards, toProductCard, type ProductCard } from './service';
export type { ProductCardRow } from './queries';
