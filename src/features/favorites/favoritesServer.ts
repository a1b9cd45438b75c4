import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, request } from '@features/api';
import { FAVORITES_ERRORS, FavoritesError, parseFavoriteIds } from './favoriteIds';

/**
 * Spec §8 favorites texts: a body that is not JSON is a format error, an HTTP error on a change is
 * 'Ошибка обновления избранного' (`serverFailure`), anything else (network, a failed read) is
 * 'Неизвестная ошибка'.
 */
function messageFor(error: unknown, serverFailure: string): string {
  const status = (error as Partial<FetchBaseQueryError> | undefined)?.status;
  if (status === 'PARSING_ERROR') return FAVORITES_ERRORS.format;
  return typeof status === 'number' ? serverFailure : FAVORITES_ERRORS.unknown;
}

/** The ids of a favorites answer `{ result: [...] }`, or a FavoritesError. */
function idsFrom(answer: { data?: unknown; error?: unknown }, serverFailure: string): number[] {
  if (answer.error !== undefined) throw new FavoritesError(messageFor(answer.error, serverFailure));
  return parseFavoriteIds((answer.data as { result?: unknown } | null | undefined)?.result);
}

export function* fetchServerFavorites() {
  const answer = yield* request(
    api.endpoints.getFavorites.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  return idsFrom(answer, FAVORITES_ERRORS.unknown);
}

/** Replaces the server list with `ids`; returns the list the server now holds. */
export function* pushFavorites(ids: number[]) {
  const answer = yield* request(
    api.endpoints.setFavorites.initiate({ body: { ids } }, { track: false }),
  );
  return idsFrom(answer, FAVORITES_ERRORS.update);
}

/** Adds (`present`) or removes one id on the server. */
export function* sendFavoriteChange(id: number, present: boolean) {
  const change = present ? api.endpoints.addFavorite : api.endpoints.removeFavorite;
  const answer = yield* request(change.initiate({ favoriteIdRequest: { id } }, { track: false }));
  idsFrom(answer, FAVORITES_ERRORS.update);
}
