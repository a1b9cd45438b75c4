export { FavoritesScreen } from './FavoritesScreen';
