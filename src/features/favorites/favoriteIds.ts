/** Spec §8 error texts of favorites (R-FAV-5). */
export const FAVORITES_ERRORS = {
  unknown: 'Неизвестная ошибка',
  format: 'Ошибка формата ответа!',
  update: 'Ошибка обновления избранного',
} as const;

/** A favorites failure whose message is one of FAVORITES_ERRORS, fit to show the shopper. */
export class FavoritesError extends Error {}

/** Spec §5 / R-FAV-4: a favorite id is an integer above 0. */
export function isFavoriteId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

/** Valid ids of `list` without repeats, in their order; anything else in the list is dropped. */
export function validFavoriteIds(list: readonly unknown[]): number[] {
  return [...new Set(list.filter(isFavoriteId))];
}

/** R-FAV-4: a server answer that is not a list is a format error. */
export function parseFavoriteIds(value: unknown): number[] {
  if (!Array.isArray(value)) throw new FavoritesError(FAVORITES_ERRORS.format);
  return validFavoriteIds(value);
}
