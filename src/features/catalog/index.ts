// The catalogue a shopper uses (spec §2 /shop/, /product/): product cards and grids, the section
// screen with the smart filter, and the product page. The router draws page types `section` and
// `product` through `pageRenderers`; other features reuse the cards, grid and link rows. The
// basket action on a card belongs to the basket feature.
export { ProductCard } from './components/ProductCard';
/** @internal exported for a test only */
export { ProductCardView } from './components/ProductCard';
export { ProductGridView } from './components/ProductGrid';
export { SectionLinks } from './components/SectionLinks';
export { SortedCount } from './components/SortSelect';
export {
  ReviewCard,
  ReviewFrame,
  ReviewHeader,
  ReviewMarks,
  ReviewText,
  formatDate,
} from './components/ReviewCard';
export { REVIEW_MAX_LENGTH } from './components/ReviewForm';
// The section and product screens are reached only through `pageRenderers` (lazy chunks), so
// the index does not export them: a feature importing a card would load them on every page.
export { productsText } from './productsText';
export { pageUrl } from './catalogUrls';
