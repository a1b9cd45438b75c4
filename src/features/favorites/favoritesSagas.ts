import { actionChannel, call, put, select, take, takeEvery } from 'redux-saga/effects';
import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { logOutRequested, userStateChanged } from '@features/session';
import { FAVORITES_ERRORS, FavoritesError, isFavoriteId } from './favoriteIds';
import {
  readFavoritesOwner,
  readStoredFavorites,
  writeFavoritesOwner,
  writeStoredFavorites,
} from './favoritesStorage';
import { fetchServerFavorites, pushFavorites, sendFavoriteChange } from './favoritesServer';
import {
  favoriteToggled,
  favoriteUpdateFailed,
  favoritesReplaced,
  favoritesSyncFailed,
  serverFavoritesMerged,
  selectFavoriteIds,
  selectIsFavorite,
} from './favoritesSlice';

const messageOf = (error: unknown) =>
  error instanceof FavoritesError ? error.message : FAVORITES_ERRORS.unknown;

/** R-FAV-1: localStorage mirrors every change of the ids. */
function* writeFavoritesToStorage() {
  const ids: number[] = yield select(selectFavoriteIds);
  writeStoredFavorites(ids);
}

/**
 * R-FAV-2: the slice already shows the toggle; tell the server the id's new presence. If the
 * server refuses, the id goes back to the presence the server still has and the error is shown.
 */
function* saveFavoriteToggle(id: number) {
  if (!isFavoriteId(id)) return;
  // Read at processing time: after quick repeated toggles every call converges on the last state.
  const present: boolean = yield select(selectIsFavorite, id);
  try {
    yield* sendFavoriteChange(id, present);
  } catch (error) {
    yield put(favoriteUpdateFailed({ id, present: !present, message: messageOf(error) }));
  }
}

/**
 * R-FAV-1 / R-FAV-3: when the user state is first known (and again whenever someone signs in),
 * merge with the server list: add the server's ids missing locally and, if the server lacks any
 * local id, push the union with `set`. With empty storage the union is just the server list, which
 * is the spec's "falls back to the server list".
 * Issue 9 point 3: only a guest's list or this session's own list is merged. A list another
 * signed-in session left behind (it expired, or someone else signed in) is dropped first, so it
 * never reaches the next person's account.
 */
function* syncFavoritesWithServer({ user, first }: ReturnType<typeof userStateChanged>['payload']) {
  const owner = readFavoritesOwner();
  if (owner !== null && owner !== user.hash) yield put(favoritesReplaced([]));
  else if (!first && !user.authorized) return;
  writeFavoritesOwner(user.authorized ? user.hash : null);
  try {
    const server = yield* fetchServerFavorites();
    yield put(serverFavoritesMerged(server));
    const union: number[] = yield select(selectFavoriteIds);
    // The union contains the server list, so it differs exactly when it is longer.
    if (union.length === server.length) return;
    const pushed = yield* pushFavorites(union);
    // Hearts clicked during the push are queued toggles that will tell the server themselves.
    const now: number[] = yield select(selectFavoriteIds);
    if (now === union) yield put(favoritesReplaced(pushed));
  } catch (error) {
    yield put(favoritesSyncFailed(messageOf(error)));
  }
}

/** Issue 9 point 3: log out forgets the list here; the account keeps it on the server. */
function* forgetFavoritesOnLogOut() {
  writeFavoritesOwner(null);
  yield put(favoritesReplaced([]));
}

/**
 * The favorites watcher: storage first, then toggles and server merges one at a time, in the
 * order they happened, so a merge never races a toggle.
 */
export function* keepFavoritesInSync() {
  yield takeEvery(
    isAnyOf(favoriteToggled, favoritesReplaced, serverFavoritesMerged, favoriteUpdateFailed),
    writeFavoritesToStorage,
  );
  yield takeEvery(logOutRequested, forgetFavoritesOnLogOut);
  yield put(favoritesReplaced(readStoredFavorites()));
  const changes: Channel<UnknownAction> = yield actionChannel(
    isAnyOf(favoriteToggled, userStateChanged),
  );
  while (true) {
    const action: UnknownAction = yield take(changes);
    if (favoriteToggled.match(action)) yield call(saveFavoriteToggle, action.payload);
    else if (userStateChanged.match(action)) yield call(syncFavoritesWithServer, action.payload);
  }
}
