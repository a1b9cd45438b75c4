import type { Queryable } from '../shared';
import { priceTypeOfLocationSql } from '../../location';
import { photoKitSurchargeSql } from '../../basket';

export interface RepeatLineRow {
  /** null: the product was deleted from the catalogue. */
  product_id: number | null;
  /** As bought: the shopper knows the product by this name. */
  name: string;
  was: number;
  quantity: number;
  /** The price in the visitor's city now; null when it is not sold there. */
  now: number | null;
  active: boolean;
  stock: number;
  in_basket: number;
  /** The shopper's photo kit the line was made for (issue 16): it goes back on its own line. */
  photo_kit_id: number | null;
}

/**
 * The order's lines beside what the product is now in the visitor's city (`locationId`) and
 * what the basket `basketId` already holds of it (of a photo kit line: of that kit).
 */
export function repeatLines(
  db: Queryable,
  orderId: number,
  basketId: number,
  locationId: number,
): Promise<RepeatLineRow[]> {
  return db.query<RepeatLineRow>(
    `SELECT oi.product_id, oi.name, oi.price AS was, oi.quantity,
            pr.price + ${photoKitSurchargeSql('k')} AS now,
            coalesce(p.active, false) AS active, coalesce(st.stock, 0) AS stock,
            coalesce(bi.quantity, 0) AS in_basket, oi.photo_kit_id
       FROM order_items oi
       LEFT JOIN products p ON p.id = oi.product_id
       LEFT JOIN product_stock st ON st.product_id = p.id
       LEFT JOIN prices pr ON pr.product_id = p.id
                          AND pr.price_type_id = ${priceTypeOfLocationSql('$3')}
       LEFT JOIN photo_kits k ON k.id = oi.photo_kit_id
       LEFT JOIN basket_items bi ON bi.basket_id = $2 AND bi.product_id = oi.product_id
                                AND bi.photo_kit_id IS NOT DISTINCT FROM oi.photo_kit_id
      WHERE oi.order_id = $1
      ORDER BY oi.id`,
    [orderId, basketId, locationId],
  );
}
