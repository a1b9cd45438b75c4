import type { ProductCard as ProductCardData } from '@features/api';
import { ProductCard } from '../ProductCard';
import { ProductGridView, type ProductGridViewProps } from './ProductGridView';

const renderCard = (product: ProductCardData) => <ProductCard product={product} />;

/** A grid of shop-wired cards (favorites and basket). */
export function ProductGrid(props: Omit<ProductGridViewProps, 'renderCard'>) {
  return <ProductGridView {...props} renderCard={renderCard} />;
}
