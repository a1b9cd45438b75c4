import { productImageUrl, productUrl, type Queryable, type Schema, windowPage } from '../shared';
import { countPurchases, purchases, type PurchaseRow } from './queries';

const PURCHASES_PAGE_SIZE = 20;

/** openapi.yaml `PurchasedProduct`. */
type PurchasedProduct = Schema<'PurchasedProduct'>;

/** openapi.yaml `PurchasePage`. */
export type PurchasePage = Schema<'PurchasePage'>;

/** The cabinet's 'Купленные товары': what the user bought, to review or to buy again. */
export function purchasePage(
  db: Queryable,
  userId: number,
  locationId: number,
  page: number,
): Promise<PurchasePage> {
  return windowPage(page, PURCHASES_PAGE_SIZE, {
    rows: (window) => purchases(db, userId, locationId, window),
    count: () => countPurchases(db, userId),
    item: toPurchase,
  });
}

function toPurchase(row: PurchaseRow): PurchasedProduct {
  return {
    productId: row.product_id,
    name: row.name,
    url: productUrl(row.section_code, row.code),
    image: productImageUrl(row.product_id, row.images, row.pictures),
    price: row.price,
    available: row.price !== null && row.stock > 0,
    lastOrderId: row.last_order_id,
    lastBoughtAt: row.last_bought_at.toISOString(),
    quantity: row.quantity,
    reviewId: row.review_id,
  };
}
