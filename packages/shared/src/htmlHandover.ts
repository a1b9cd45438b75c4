/**
 * What the server's HTML hands over to the browser's scripts (docs/api.md "Answers", ARCHITECTURE
 * §4 "Server rendering"): the ids of its JSON script elements (not executable: CSP) and the name of
 * the counters' meta tag.
 */

/** The first page's JSON (or error body) the HTML shell carries, with its status. */
export const EMBEDDED_PAGE_ID = '__PAGE__';
/** The server renderer's state (store and router data) the browser hydrates from. */
export const SERVER_STATE_ID = '__SSR__';
/** The meta tag whose content is the counters' JSON, read by src/features/metrics at start. */
export const COUNTERS_META_NAME = 'shop-counters';
