import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isFavoriteId } from './favoriteIds';

export interface FavoritesState {
  /** Product ids, mirrored in localStorage. */
  ids: number[];
  /** A spec §8 favorites error for the UI to show, or null. */
  error: string | null;
}

const initialState: FavoritesState = { ids: [], error: null };

function setPresence(state: FavoritesState, id: number, present: boolean) {
  state.ids = state.ids.filter((other) => other !== id);
  if (present) state.ids.push(id);
}

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {
    /** R-FAV-2: adds an absent id, removes a present one (optimistic; the saga tells the server). */
    favoriteToggled(state, { payload: id }: PayloadAction<number>) {
      if (!isFavoriteId(id)) return;
      setPresence(state, id, !state.ids.includes(id));
      state.error = null;
    },
    /** The list now known to be right (from storage, the server or a merge). */
    favoritesReplaced(state, { payload: ids }: PayloadAction<number[]>) {
      state.ids = ids;
      state.error = null;
    },
    /**
     * R-FAV-3: the server's ids join the list as it is now, not as it was when the server was
     * asked, so a heart clicked while the server list loaded stays.
     */
    serverFavoritesMerged(state, { payload: ids }: PayloadAction<number[]>) {
      for (const id of ids) if (!state.ids.includes(id)) state.ids.push(id);
      state.error = null;
    },
    /** The server refused a toggle: the id goes back to what the server still has. */
    favoriteUpdateFailed(
      state,
      { payload }: PayloadAction<{ id: number; present: boolean; message: string }>,
    ) {
      setPresence(state, payload.id, payload.present);
      state.error = payload.message;
    },
    favoritesSyncFailed(state, { payload: message }: PayloadAction<string>) {
      state.error = message;
    },
  },
  selectors: {
    selectFavoriteIds: (state) => state.ids,
    selectFavoritesCount: (state) => state.ids.length,
    selectFavoritesError: (state) => state.error,
    selectIsFavorite: (state, id: number) => state.ids.includes(id),
  },
});

export const {
  favoriteToggled,
  favoritesReplaced,
  serverFavoritesMerged,
  favoriteUpdateFailed,
  favoritesSyncFailed,
} = favoritesSlice.actions;
export const { selectFavoriteIds, selectFavoritesCount, selectFavoritesError, selectIsFavorite } =
  favoritesSlice.selectors;
