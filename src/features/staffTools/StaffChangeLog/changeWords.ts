/**
 * The words every tool's history describes its changes with (issue 25 point 6): «Сортировка: 3 →
 * 1», «Показывать: да → нет», names in quotes, never ids or JSON.
 */
export const fromTo = (label: string, before: string, after: string) =>
  `${label}: ${before} → ${after}`;

export const yesNo = (value: boolean) => (value ? 'да' : 'нет');

/** «Краски», «Кисти»; «нет» for none. */
export const quotedList = (names: readonly string[]) =>
  names.length > 0 ? names.map((name) => `«${name}»`).join(', ') : 'нет';

/** The value as a plain object of the logged state, or an empty one (a deleted subject). */
export const objectOf = <T extends object>(value: unknown): Partial<T> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : {};

/** The value as the logged list, or an empty one. */
export const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
