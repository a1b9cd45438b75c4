export { FavoritesScreen } from './FavoritesScreen';
export { FavoritesView, FAVORITES_EMPTY_TITLE, type FavoritesViewProps } from './FavoritesView';
