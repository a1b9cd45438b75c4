import { validFavoriteIds } from './favoriteIds';

/** localStorage key of the favorites mirror (R-FAV-1). */
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
