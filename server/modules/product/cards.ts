import { favoriteProductCards, type ProductCard } from '../favorites';

export type { ProductCard };

/**
 * Cards (openapi.yaml `ProductCard`) of the active products among `ids`, priced for the city, in
 * the order of `ids`; unknown, inactive and unpriced ones are skipped. One card query for the
 * whole shop: the favorites module's, so a card looks the same in every list.
 */
export const productCardsByIds: (
  db: Parameters<typeof favoriteProductCards>[0],
  ids: readonly number[],
  locationId: number,
) => Promise<ProductCard[]> = favoriteProductCards;
