import type { ProductCard } from '@features/api';
import { ProductCardContainer } from '../ProductCard';
import { ProductGrid, type ProductGridProps } from './ProductGrid';

const renderCard = (product: ProductCard) => <ProductCardContainer product={product} />;

/** A grid of shop-wired cards (favorites and basket). */
export function ProductGridContainer(props: Omit<ProductGridProps, 'renderCard'>) {
  return <ProductGrid {...props} renderCard={renderCard} />;
}
