// Search (spec §2 Layout):
// - `SearchOverlay`: render once in the shop layout, inside the router; it opens while the url hash
//   is `#/search/` and closes with Escape or its close button (removing the hash).
// - `useSearchOverlay()`: `{ isOpen, open, close }` for anything that opens it (the header's search box).
// - `SEARCH_PLACEHOLDER`: 'Поиск среди 100000 товаров' (spec §2, built from the §9 constant).
export { SearchOverlay, useSearchOverlay, SEARCH_PLACEHOLDER } from './components/SearchOverlay';
/** @internal exported for a test only */
export { SEARCH_PRODUCTS_CLAIM } from './components/SearchOverlay';

// The results screen is reached only through the feature's `pageRenderers` (page type `search`, a
// lazy chunk), so it is not exported.
