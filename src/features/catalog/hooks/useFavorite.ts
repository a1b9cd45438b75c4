import { useDispatch, useSelector } from 'react-redux';
import { favoriteToggled, selectIsFavorite, type FavoritesState } from '@features/favorites';

/** Whether a product is a favorite, and the toggle of spec §4 (R-FAV-2; the saga syncs it). */
export function useFavorite(productId: number): [favorite: boolean, toggle: () => void] {
  const dispatch = useDispatch();
  const favorite = useSelector((state: { favorites: FavoritesState }) =>
    selectIsFavorite(state, productId),
  );
  return [favorite, () => dispatch(favoriteToggled(productId))];
}
