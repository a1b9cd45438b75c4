import { fn } from 'storybook/test';
import type { ProductCard as ProductCardData } from '@features/api';
import { ProductCardView } from '@features/catalog';

/** A presentational card for list stories (the containers wire the basket and favorites). */
export const storyCard = (product: ProductCardData) => (
  <ProductCardView
    product={product}
    favorite={false}
    quantity={0}
    onToggleFavorite={fn()}
    onAddToBasket={fn()}
    onQuantityChange={fn()}
  />
);
