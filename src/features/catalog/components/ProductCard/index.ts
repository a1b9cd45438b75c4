/** @internal exported for a test only */
export { ProductCardView } from './ProductCardView';
export { ProductCard } from './ProductCard';
export { FavoriteButton } from './FavoriteButton';
