// The favorites page: a route chunk of its own (imported lazily by the app's router).
export { FavoritesScreen } from './FavoritesScreen';
