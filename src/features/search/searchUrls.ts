/** Suggestions wait for a pause in typing this long (the brief's ~250 ms), one request per pause. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** Shorter queries ask nothing: one letter matches half the catalogue. */
export const SUGGEST_MIN_LENGTH = 2;

/** The results page of a query (Enter in the search field). */
export const searchPageUrl = (query: string) => `/search/?q=${encodeURIComponent(query.trim())}`;
