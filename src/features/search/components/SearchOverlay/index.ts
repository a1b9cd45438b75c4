export { SearchOverlay } from './SearchOverlay';
export { useSearchOverlay } from './useSearchOverlay';
export { SEARCH_PLACEHOLDER } from './searchTexts';
/** @internal exported for a test only */
export { SEARCH_PRODUCTS_CLAIM } from './searchTexts';
