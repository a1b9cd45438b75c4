export { ProductCardView, type ProductCardViewProps } from './ProductCardView';
export { ProductCard } from './ProductCard';
export { FavoriteButton, type FavoriteButtonProps } from './FavoriteButton';
export { discountPercent, discountLabel } from './discountPercent';
