/**
 * Search field placeholder claims this many products.
 * @internal exported for a test only
 */
export const SEARCH_PRODUCTS_CLAIM = 100000;

/** Texts of the search overlay; the placeholder is the one of spec §2 / §9. */
export const SEARCH_TEXTS = {
  title: 'Поиск',
  fieldLabel: 'Что ищем?',
  placeholder: `Поиск среди ${SEARCH_PRODUCTS_CLAIM} товаров`,
  results: 'Результаты поиска',
  startTyping: 'Начните вводить запрос',
} as const;

/** spec §2 / R-LAYOUT-4: the search fields' placeholder (header search box and overlay). */
export const SEARCH_PLACEHOLDER = SEARCH_TEXTS.placeholder;
