export { ProductCard, type ProductCardProps } from './ProductCard';
export { ProductCardContainer } from './ProductCardContainer';
export { FavoriteButton, type FavoriteButtonProps } from './FavoriteButton';
export { discountPercent, discountLabel } from './discountPercent';
export { BasketButton, type BasketButtonProps } from './BasketButton';
export { BasketButtonContainer } from './BasketButtonContainer';
