// Search (spec §2 Layout):
// - `SearchOverlay`: render once in the shop layout, inside the router; it opens while the url hash
//   is `#/search/` and closes with Escape or its close button (removing the hash).
// - `useSearchOverlay()`: `{ isOpen, open, close }` for anything that opens it (the header's search box).
// - `SearchOverlayView`: the presentational overlay (stories).
// - `SEARCH_PLACEHOLDER`: 'Поиск среди 100000 товаров' (spec §2, built from the §9 constant).
export {
  SearchOverlay,
  useSearchOverlay,
  SEARCH_PLACEHOLDER,
  SEARCH_PRODUCTS_CLAIM,
} from './components/SearchOverlay';

// Results (catalogue engineer): `SearchSuggestions` renders inside the overlay under its field;
// `searchPageUrl(q)` is where Enter leads; `pageRenderers` draws page type `search`.
// The results screen is reached only through `pageRenderers` (a lazy chunk), so it is not exported.
