export { SearchOverlay } from './SearchOverlay';
export { useSearchOverlay } from './useSearchOverlay';
export { SEARCH_PLACEHOLDER, SEARCH_PRODUCTS_CLAIM } from './searchTexts';
