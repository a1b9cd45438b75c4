export { SearchOverlay } from './SearchOverlay';
export { SearchOverlayView, type SearchOverlayViewProps } from './SearchOverlayView';
export { useSearchOverlay, SEARCH_OVERLAY_HASH } from './useSearchOverlay';
export { SEARCH_PLACEHOLDER, SEARCH_PRODUCTS_CLAIM, SEARCH_TEXTS } from './searchTexts';
