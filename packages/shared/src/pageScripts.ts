/**
 * The ids of the JSON script elements the server puts into a page's HTML and the browser reads back
 * (docs/api.md "Answers", ARCHITECTURE §4 "Server rendering"). Not executable scripts: CSP.
 */

/** The first page's JSON (or error body) the HTML shell carries, with its status. */
export const EMBEDDED_PAGE_ID = '__PAGE__';
/** The server renderer's state (store and router data) the browser hydrates from. */
export const SERVER_STATE_ID = '__SSR__';
