import { validFavoriteIds } from './favoriteIds';

/**
 * localStorage key of the favorites mirror (R-FAV-1).
 * @internal exported for a test only
 */
export const FAVORITES_STORAGE_KEY = 'favorites';

/** The stored ids; a missing, unreadable or foreign value counts as an empty list. */
export function readStoredFavorites(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? validFavoriteIds(stored) : [];
  } catch {
    return [];
  }
}

export function writeStoredFavorites(ids: readonly number[]): void {
  localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));
}

/**
 * localStorage key naming whose list the mirror holds: the user hash of the signed-in session it
 * was last merged with, absent for a guest's list. Another person must never get that list merged
 * into their account (issue 9 point 3).
 */
const FAVORITES_OWNER_KEY = 'favoritesOwner';

/** The user hash the stored list belongs to, or null when a guest saved it. */
export function readFavoritesOwner(): string | null {
  return localStorage.getItem(FAVORITES_OWNER_KEY);
}

export function writeFavoritesOwner(hash: string | null): void {
  if (hash) localStorage.setItem(FAVORITES_OWNER_KEY, hash);
  else localStorage.removeItem(FAVORITES_OWNER_KEY);
}
