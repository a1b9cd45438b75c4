export {
  favoritesSlice,
  favoriteToggled,
  selectFavoritesCount,
  selectIsFavorite,
  type FavoritesState,
} from './favoritesSlice';
export { keepFavoritesInSync } from './favoritesSagas';
/** @internal exported for a test only */
export { selectFavoriteIds, selectFavoritesError } from './favoritesSlice';
/** @internal exported for a test only */
export { FAVORITES_ERRORS } from './favoriteIds';
/** @internal exported for a test only */
export { FAVORITES_STORAGE_KEY } from './favoritesStorage';
