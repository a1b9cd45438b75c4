import type { Queryable } from '../../lib/db/types';
import { productImageUrl, productUrl } from '../../lib/productLinks';
import { priceTypeOfLocationSql } from '../location';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `ProductCard`. */
export type ProductCard = Schema<'ProductCard'>;

/** What a card is made of: a product's row priced for the visitor's city. */
export interface ProductCardRow {
  id: number;
  code: string;
  name: string;
  kind: 'regular' | 'gift_certificate' | 'photo_custom';
  brand: string | null;
  is_new: boolean;
  images: number;
  /** Uploaded pictures' file names (products.pictures); empty: the artwork of `images`. */
  pictures: string[];
  /** The product's stock, the one its page shows (issue 26 point 3). */
  stock: number;
  section_code: string | null;
  price: number;
  old_price: number | null;
}

/**
 * Cards of the active products among `ids`, priced for the city `locationId`, in the order of
 * `ids` (each once); unknown, inactive and unpriced ones are skipped. One card query for every
 * list of the shop (favorites, search, lists, related products).
 */
export async function productCardsByIds(
  db: Queryable,
  ids: readonly number[],
  locationId: number,
): Promise<ProductCard[]> {
  const rows = await db.query<ProductCardRow>(
    `SELECT p.id, p.code, p.name, p.kind, p.brand, p.is_new, p.images, p.pictures, st.stock, s.code AS section_code,
            pr.price, pr.old_price
       FROM unnest($1::int[]) WITH ORDINALITY AS u (id, n)
       JOIN products p ON p.id = u.id AND p.active
       JOIN product_stock st ON st.product_id = p.id
       JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$2')}
       LEFT JOIN sections s ON s.id = p.section_id
      ORDER BY u.n`,
    [[...new Set(ids)], locationId],
  );
  return rows.map(toProductCard);
}

/** The one row-to-card mapping of the shop, so a card looks the same in every list. */
export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    url: productUrl(row.section_code, row.code),
    image: productImageUrl(row.id, row.images, row.pictures),
    price: row.price,
    old_price: row.old_price,
    isNew: row.is_new,
    brand: row.brand,
    available: row.stock > 0,
    // Only on the kits that go into the basket with a photo: every other card stays as it was.
    ...(row.kind === 'photo_custom' && { madeFromPhoto: true }),
  };
}
