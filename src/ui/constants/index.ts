/**
 * The design system's timings and sizes of spec §9, one name each: what the UI primitives do
 * (lazy images, the loading bar and overlay, throttled window handlers). The shop's own limits of
 * §9 live with the feature whose rule they govern (search, session, api, page, chunkReload), so
 * src/ui knows nothing of the shop (docs/frontend-naming.md).
 */

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
