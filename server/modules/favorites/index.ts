export { favoritesRoutes } from './routes';
export { favoriteProductCards, type ProductCard } from './service';
