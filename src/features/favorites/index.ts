export {
  favoritesSlice,
  favoriteToggled,
  selectFavoriteIds,
  selectFavoritesCount,
  selectFavoritesError,
  selectIsFavorite,
  type FavoritesState,
} from './favoritesSlice';
export { FAVORITES_ERRORS } from './favoriteIds';
export { FAVORITES_STORAGE_KEY } from './favoritesStorage';
export { keepFavoritesInSync } from './favoritesSagas';
