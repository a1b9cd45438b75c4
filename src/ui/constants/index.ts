/**
 * Business constants and limits of spec §9, one name each. Features and UI primitives import
 * them from here so that a number of the spec lives in exactly one place. A constant joins this
 * list with the code its rule governs (the staff tools add UF_SORT step 10, the group auto-save
 * delay and the default section; the server decides the default city).
 */

/** Search field placeholder claims this many products. */
export const SEARCH_PRODUCTS_CLAIM = 100000;

/** The user state (basket, favorites, profile) is refreshed every 10 minutes. */
export const USER_REFRESH_MS = 600000;

/** How many times a request is retried after a 401 answer. */
export const UNAUTHORIZED_RETRY_COUNT = 1;

/** A fetch indicator stays visible at least this long, so it does not flicker. */
export const FETCH_MIN_DELAY_MS = 200;

/** Scrolling to an anchor leaves this much room for the sticky header. */
export const SCROLL_OFFSET_PX = 80;

/** Sticky header scroll handler throttle (R-LAYOUT-9). */
export const STICKY_SCROLL_THROTTLE_MS = 50;

/** Window resize handler throttle (R-LAYOUT-9). */
export const RESIZE_THROTTLE_MS = 55;

/** Lazy images: colour shown until the picture loads (R-CONST-3). */
export const LAZY_IMAGE_BLANK = '#f9f5ff';

/** Lazy images start loading this many px before they enter the viewport (R-CONST-3). */
export const LAZY_IMAGE_OFFSET_PX = 550;

/** Loading bar default duration (R-CONST-4). */
export const LOADING_BAR_DURATION_MS = 5000;

/** Loading bar updates are throttled to this interval (R-CONST-4). */
export const LOADING_BAR_THROTTLE_MS = 200;

/** Loading overlay fade-in duration (R-CONST-4). */
export const OVERLAY_ENTER_MS = 60;

/** Loading overlay fade-out duration (R-CONST-4). */
export const OVERLAY_LEAVE_MS = 300;

/** Page scripts collected in a batch are flushed after this delay at the latest. */
export const SCRIPT_BATCH_FLUSH_MS = 3000;

/** After a failed chunk load the page reloads at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60000;
