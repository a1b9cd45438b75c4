import type { ProductCard as ProductCardData } from '@features/api';
import { RouterLink } from '@features/page';
import { useBasketLine } from '@features/basket';
import { useFavorite } from '../../hooks/useFavorite';
import { ProductCardView } from './ProductCardView';

/** A product card wired to the favorites slice and the basket calls. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const [favorite, toggleFavorite] = useFavorite(product.id);
  const basket = useBasketLine(product.id);
  return (
    <ProductCardView
      product={product}
      favorite={favorite}
      onToggleFavorite={toggleFavorite}
      quantity={basket.quantity}
      onAddToBasket={() => basket.add()}
      onQuantityChange={basket.setQuantity}
      busy={basket.busy}
      basketError={basket.error}
      linkAs={RouterLink}
    />
  );
}
