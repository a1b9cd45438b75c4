export { favoritesRoutes } from './routes';
