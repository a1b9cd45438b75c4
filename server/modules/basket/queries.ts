import type { Queryable } from '../../lib/db/types';
import { priceTypeOfLocationSql } from '../location';
import { photoKitLineSql, photoKitSurchargeSql, type PhotoKitLineRow } from './photoKitLine';
import { PRODUCT_SKU_SQL } from '../product';
import type { Shopper } from '../session';
import type { PricedLine } from './summary';

/**
 * Whose basket: a signed-in user's, or a guest session's (docs/data-model.md "baskets": one per
 * user or per session; the session module merges the guest's into the user's at sign-in).
 */
export type BasketOwner = Shopper;

/** `$1` / `$2` of the owner condition (ownedBy): the user's id or the guest session's, the other null. */
function ownerParams(owner: BasketOwner): [number | null, string | null] {
  return owner.kind === 'user' ? [owner.userId, null] : [null, owner.sessionId];
}

/**
 * The condition that the basket `b` is the owner's. One condition per kind of owner, not
 * `b.user_id = $1 OR b.session_id = $2`: statements run prepared, and the generic plan of the OR
 * form read every basket line (a checkout's two-line basket took 3 ms instead of 0.1 ms on the
 * embedded engine). The other parameter is still named, as null, so both keep their places.
 */
function ownedBy(owner: BasketOwner): string {
  return owner.kind === 'user'
    ? '(b.user_id = $1::int AND $2::text IS NULL)'
    : '(b.session_id = $2::text AND $1::int IS NULL)';
}

export interface BasketItemRow {
  basket_item_id: number;
  product_id: number;
  name: string;
  /** The url slug of the product's page. */
  code: string;
  /** The article code shown as 'Артикул' (PRODUCT_SKU_SQL), not an address. */
  sku: string;
  brand: string | null;
  quantity: number;
  /** The product's stock (issue 26 point 3: a line of a product that ran out says so). */
  stock: number;
  price: number;
  old_price: number | null;
  section_code: string | null;
  category_chain: string | null;
  images: number;
  pictures: string[];
  /** Gift certificates are never discounted by coupons (docs/decisions.md "Coupons"). */
  gift_certificate: boolean;
  /** The shopper's photo kit of the line (issue 16), null on other lines. */
  photo_kit: PhotoKitLineRow | null;
}

/**
 * The basket's lines that can be bought in the visitor's city (`$3` is its location id), with
 * the product's main section `s` (PostgreSQL drops that join from a query that reads nothing of
 * it) and the photo kit `k` of a kit's line. Products that are inactive or have no price in
 * that city's price list are left out. One definition for what the shopper sees and what is ordered.
 */
const buyableLines = (owner: BasketOwner) => `FROM baskets b
       JOIN basket_items bi ON bi.basket_id = b.id
       JOIN products p ON p.id = bi.product_id AND p.active
       JOIN product_stock st ON st.product_id = p.id
       LEFT JOIN sections s ON s.id = p.section_id
       LEFT JOIN photo_kits k ON k.id = bi.photo_kit_id
       JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$3')}
      WHERE ${ownedBy(owner)}`;

/** A line's prices: a photo kit's line costs its size product's price plus the kit's surcharge. */
const LINE_PRICES = `pr.price + ${photoKitSurchargeSql('k')} AS price,
            pr.old_price + ${photoKitSurchargeSql('k')} AS old_price,
            p.kind = 'gift_certificate' AS gift_certificate`;

/**
 * Lines of the owner's basket with the prices of the visitor's city (`locationId`) and the
 * section names of the main section from the root ('Алмазная вышивка/Пейзажи'), for the basket
 * the shopper sees (issue 16 for the kits' lines).
 */
export function basketItems(
  db: Queryable,
  owner: BasketOwner,
  locationId: number,
): Promise<BasketItemRow[]> {
  return db.query<BasketItemRow>(
    `SELECT bi.id AS basket_item_id, p.id AS product_id, p.name, p.code, ${PRODUCT_SKU_SQL} AS sku, p.brand, bi.quantity, st.stock,
            ${LINE_PRICES}, s.code AS section_code, p.images, p.pictures,
            (SELECT string_agg(a.name, '/' ORDER BY array_position(s.path || s.id, a.id))
               FROM sections a WHERE a.id = ANY (s.path || s.id)) AS category_chain,
            ${photoKitLineSql('k')} AS photo_kit
       ${buyableLines(owner)}
      ORDER BY bi.created_at, bi.id`,
    [...ownerParams(owner), locationId],
  );
}

/** A basket line as it is ordered: what the order's line keeps and its price is checked by. */
export interface OrderableLineRow extends PricedLine {
  product_id: number;
  name: string;
  /** The shopper's photo kit the line was made for (issue 16), null on other lines. */
  photo_kit_id: number | null;
  /** Working days the product takes to make before it ships (issue 26 point 4); 0 from stock. */
  production_days: number;
}

/**
 * The lines basketItems gives, in its order and at its prices, with only what an order keeps:
 * the checkout reads them while it holds the embedded engine's one connection, and the section
 * names and the kit's details made that read several times slower.
 */
export function orderableLines(
  db: Queryable,
  owner: BasketOwner,
  locationId: number,
): Promise<OrderableLineRow[]> {
  return db.query<OrderableLineRow>(
    `SELECT p.id AS product_id, p.name, bi.quantity, ${LINE_PRICES}, k.id AS photo_kit_id,
            p.production_days
       ${buyableLines(owner)}
      ORDER BY bi.created_at, bi.id`,
    [...ownerParams(owner), locationId],
  );
}

export interface AppliedCouponRow {
  code: string;
  discount_percent: number | null;
  discount_amount: number | null;
  combinable: boolean;
}

/** Coupons of the basket that still hold (active, not expired), in the order they were applied. */
export function validBasketCoupons(db: Queryable, owner: BasketOwner): Promise<AppliedCouponRow[]> {
  return validCoupons(db, ownedBy(owner), ownerParams(owner));
}

/** validBasketCoupons of a basket given by id. */
export function validCouponsOfBasket(db: Queryable, basketId: number): Promise<AppliedCouponRow[]> {
  return validCoupons(db, 'b.id = $1', [basketId]);
}

function validCoupons(
  db: Queryable,
  whichBasket: string,
  params: readonly unknown[],
): Promise<AppliedCouponRow[]> {
  return db.query<AppliedCouponRow>(
    `SELECT c.code, c.discount_percent, c.discount_amount, c.combinable
       FROM baskets b
       CROSS JOIN LATERAL unnest(b.coupons) WITH ORDINALITY AS applied (code, n)
       JOIN coupons c ON c.code = applied.code
      WHERE ${whichBasket} AND c.active AND (c.expires_at IS NULL OR c.expires_at > now())
      ORDER BY applied.n`,
    params,
  );
}

/**
 * The owner's basket id, creating the basket when there is none. Inside a transaction it also
 * locks the basket row until the end, so changes of one basket that read before they write
 * (coupons) run one after another, in one process or in several.
 */
export async function ensureBasket(tx: Queryable, owner: BasketOwner): Promise<number> {
  const conflictColumn = owner.kind === 'user' ? 'user_id' : 'session_id';
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO baskets (user_id, session_id) VALUES ($1, $2)
     ON CONFLICT (${conflictColumn}) DO UPDATE SET updated_at = now()
     RETURNING id`,
    ownerParams(owner),
  );
  if (!row) throw new Error('INSERT INTO baskets returned no row');
  return row.id;
}

export interface ProductStockRow {
  id: number;
  name: string;
  stock: number;
  /** Pieces of this product already in the owner's line of it (0 when none; kit lines apart). */
  in_basket: number;
  /** A kit made from the shopper's photo enters the basket with its photo only (addPhotoKit). */
  made_from_photo: boolean;
}

/**
 * A product on sale in the visitor's city (active, priced in its price list) with its stock and
 * what the owner's basket already holds of it.
 */
export async function findProductForBasket(
  db: Queryable,
  owner: BasketOwner,
  productId: number,
  locationId: number,
): Promise<ProductStockRow | null> {
  const [row] = await db.query<ProductStockRow>(
    `SELECT p.id, p.name, st.stock, p.kind = 'photo_custom' AS made_from_photo,
            COALESCE((SELECT bi.quantity FROM baskets b JOIN basket_items bi ON bi.basket_id = b.id
                       WHERE ${ownedBy(owner)} AND bi.product_id = p.id AND bi.photo_kit_id IS NULL), 0) AS in_basket
       FROM products p
       JOIN product_stock st ON st.product_id = p.id
       JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$4')}
      WHERE p.id = $3 AND p.active`,
    [...ownerParams(owner), productId, locationId],
  );
  return row ?? null;
}

export interface BasketLineRow {
  id: number;
  product_id: number;
  name: string;
  stock: number;
}

/** A line of the owner's basket (never another visitor's) with its product's stock. */
export async function findBasketLine(
  db: Queryable,
  owner: BasketOwner,
  basketItemId: number,
): Promise<BasketLineRow | null> {
  const [row] = await db.query<BasketLineRow>(
    `SELECT bi.id, p.id AS product_id, p.name, st.stock
       FROM baskets b
       JOIN basket_items bi ON bi.basket_id = b.id
       JOIN products p ON p.id = bi.product_id AND p.active
       JOIN product_stock st ON st.product_id = p.id
      WHERE ${ownedBy(owner)} AND bi.id = $3`,
    [...ownerParams(owner), basketItemId],
  );
  return row ?? null;
}

/**
 * Adds `quantity` pieces of a product on sale in the city `locationId` to the basket, in one
 * statement so that parallel adds never lose one another (issue 9 point 1): ON CONFLICT ... DO
 * UPDATE locks the line and adds to the quantity the previous add committed, and the stock and
 * `maxQuantity` are checked against that sum in the same statement. Returns the line's new
 * quantity, or null when nothing was added (not on sale there, or past the stock or the maximum).
 * A photo kit's line is never added to: the conflict is on the product's line without a kit; and
 * a product made from a photo gets no line without one (addPhotoKit brings the photo).
 */
export async function addToBasketLine(
  tx: Queryable,
  basketId: number,
  line: { productId: number; quantity: number; locationId: number; maxQuantity: number },
): Promise<number | null> {
  const [row] = await tx.query<{ quantity: number }>(
    `INSERT INTO basket_items AS bi (basket_id, product_id, quantity)
     SELECT $1, p.id, $3 FROM products p
       JOIN product_stock st ON st.product_id = p.id
       JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$4')}
      WHERE p.id = $2 AND p.active AND p.kind <> 'photo_custom' AND $3 <= LEAST(st.stock, $5)
     ON CONFLICT (basket_id, product_id) WHERE photo_kit_id IS NULL
       DO UPDATE SET quantity = bi.quantity + EXCLUDED.quantity
      WHERE bi.quantity + EXCLUDED.quantity <= LEAST((SELECT stock FROM product_stock WHERE product_id = bi.product_id), $5)
     RETURNING bi.quantity`,
    [basketId, line.productId, line.quantity, line.locationId, line.maxQuantity],
  );
  return row?.quantity ?? null;
}

/**
 * Sets a line of the owner's basket to `quantity` when the product is active and has that many
 * in stock, checked in the same statement. False when it did not (no such line, or too few).
 */
export async function setLineQuantity(
  db: Queryable,
  owner: BasketOwner,
  basketItemId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE basket_items bi SET quantity = $4
       FROM baskets b, products p, product_stock st
      WHERE bi.basket_id = b.id AND ${ownedBy(owner)} AND bi.id = $3
        AND p.id = bi.product_id AND p.active
        AND st.product_id = p.id AND $4 <= st.stock
      RETURNING bi.id`,
    [...ownerParams(owner), basketItemId, quantity],
  );
  return rows.length > 0;
}

/** Deletes a line of the owner's basket; false when the owner has no such line. */
export async function deleteBasketLine(
  db: Queryable,
  owner: BasketOwner,
  basketItemId: number,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM basket_items bi USING baskets b
      WHERE bi.basket_id = b.id AND ${ownedBy(owner)} AND bi.id = $3
      RETURNING bi.id`,
    [...ownerParams(owner), basketItemId],
  );
  return rows.length > 0;
}

export async function deleteAllBasketLines(db: Queryable, owner: BasketOwner): Promise<void> {
  await db.query(
    `DELETE FROM basket_items bi USING baskets b WHERE bi.basket_id = b.id AND ${ownedBy(owner)}`,
    ownerParams(owner),
  );
}

export interface CouponRow {
  code: string;
  active: boolean;
  expired: boolean;
  combinable: boolean;
}

/** A coupon by code, compared case-insensitively (shoppers type codes by hand). */
export async function findCoupon(db: Queryable, code: string): Promise<CouponRow | null> {
  const [row] = await db.query<CouponRow>(
    `SELECT code, active, COALESCE(expires_at <= now(), false) AS expired, combinable
       FROM coupons WHERE lower(code) = lower($1)
      ORDER BY code = $1 DESC LIMIT 1`,
    [code],
  );
  return row ?? null;
}

/** Adds the coupon to the basket once (applying it again changes nothing). */
export async function addBasketCoupon(
  tx: Queryable,
  basketId: number,
  code: string,
): Promise<void> {
  await tx.query(
    `UPDATE baskets SET coupons = coupons || $2::text, updated_at = now()
      WHERE id = $1 AND NOT ($2 = ANY (coupons))`,
    [basketId, code],
  );
}

/** Replaces the basket's coupons (the sign-in merge decides which stay). */
export async function setBasketCoupons(
  tx: Queryable,
  basketId: number,
  codes: readonly string[],
): Promise<void> {
  await tx.query(`UPDATE baskets SET coupons = $2::text[], updated_at = now() WHERE id = $1`, [
    basketId,
    codes,
  ]);
}

/** Removes the coupon from the owner's basket, compared case-insensitively; no-op when absent. */
export async function removeBasketCoupon(
  db: Queryable,
  owner: BasketOwner,
  code: string,
): Promise<void> {
  await db.query(
    `UPDATE baskets b
        SET coupons = ARRAY(SELECT c FROM unnest(b.coupons) AS c WHERE lower(c) <> lower($3)), updated_at = now()
      WHERE ${ownedBy(owner)}`,
    [...ownerParams(owner), code],
  );
}

export interface MergedLineRow {
  name: string;
  stock: number;
  /** What the two baskets held together. */
  wanted: number;
  /** What the user's basket holds now. */
  kept: number;
}

/**
 * Adds the lines of basket `fromId` to basket `intoId` (the sign-in merge): quantities of one
 * product are summed up to the stock and `maxQuantity`, never below what `intoId` already held;
 * a product out of stock is not carried over. One statement, the sum taken on the locked line.
 * Returns the lines that got less than the two baskets held together. Photo kit lines are not
 * summed: moveKitLines moves them as they are.
 */
export function mergeBasketLines(
  tx: Queryable,
  fromId: number,
  intoId: number,
  maxQuantity: number,
): Promise<MergedLineRow[]> {
  return tx.query<MergedLineRow>(
    `WITH wanted AS (
       SELECT g.product_id, g.quantity AS guest, p.name, st.stock,
              g.quantity + COALESCE(u.quantity, 0) AS wanted,
              GREATEST(COALESCE(u.quantity, 0), LEAST(g.quantity + COALESCE(u.quantity, 0), st.stock, $3)) AS kept
         FROM basket_items g
         JOIN products p ON p.id = g.product_id
         JOIN product_stock st ON st.product_id = p.id
         LEFT JOIN basket_items u ON u.basket_id = $2 AND u.product_id = g.product_id
                                 AND u.photo_kit_id IS NULL
        WHERE g.basket_id = $1 AND g.photo_kit_id IS NULL
     ), merged AS (
       INSERT INTO basket_items AS bi (basket_id, product_id, quantity)
       SELECT $2, product_id, LEAST(guest, stock, $3) FROM wanted WHERE LEAST(guest, stock, $3) > 0
       ON CONFLICT (basket_id, product_id) WHERE photo_kit_id IS NULL DO UPDATE
         SET quantity = GREATEST(bi.quantity, LEAST(bi.quantity + EXCLUDED.quantity,
                                                    (SELECT stock FROM product_stock WHERE product_id = bi.product_id), $3))
     )
     SELECT name, stock, wanted, kept FROM wanted WHERE kept < wanted ORDER BY name`,
    [fromId, intoId, maxQuantity],
  );
}

/**
 * Moves the photo kit lines of basket `fromId` into basket `intoId` as they are (each kit is a
 * line of its own), and gives their kits to the user `userId`: the sign-in merge, issue 16.
 */
export async function moveKitLines(
  tx: Queryable,
  fromId: number,
  intoId: number,
  userId: number,
): Promise<void> {
  await tx.query(
    `WITH moved AS (
       UPDATE basket_items SET basket_id = $2
        WHERE basket_id = $1 AND photo_kit_id IS NOT NULL
        RETURNING photo_kit_id
     )
     UPDATE photo_kits SET user_id = $3 WHERE id IN (SELECT photo_kit_id FROM moved)`,
    [fromId, intoId, userId],
  );
}

/**
 * Adds `quantity` pieces of a photo kit to the basket, on the kit's own line (issue 16: a new
 * kit, or a kit of an order bought again), as addToBasketLine adds a product: one statement, the
 * size product on sale in the city `locationId`, the sum within its stock and `maxQuantity`.
 * Returns the line's new quantity, or null when nothing was added.
 */
export async function addKitLine(
  tx: Queryable,
  basketId: number,
  line: {
    productId: number;
    photoKitId: number;
    quantity: number;
    locationId: number;
    maxQuantity: number;
  },
): Promise<number | null> {
  const [row] = await tx.query<{ quantity: number }>(
    `INSERT INTO basket_items AS bi (basket_id, product_id, quantity, photo_kit_id)
     SELECT $1, p.id, $4, $3 FROM products p
       JOIN product_stock st ON st.product_id = p.id
       JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$5')}
      WHERE p.id = $2 AND p.active AND $4 <= LEAST(st.stock, $6)
     ON CONFLICT (photo_kit_id) DO UPDATE SET quantity = bi.quantity + EXCLUDED.quantity
      WHERE bi.basket_id = EXCLUDED.basket_id
        AND bi.quantity + EXCLUDED.quantity <= LEAST((SELECT stock FROM product_stock WHERE product_id = bi.product_id), $6)
     RETURNING bi.quantity`,
    [basketId, line.productId, line.photoKitId, line.quantity, line.locationId, line.maxQuantity],
  );
  return row?.quantity ?? null;
}

/** The guest basket of a session, if it has one. */
export async function findSessionBasket(tx: Queryable, sessionId: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(`SELECT id FROM baskets WHERE session_id = $1`, [
    sessionId,
  ]);
  return row?.id ?? null;
}

export async function deleteBasket(tx: Queryable, basketId: number): Promise<void> {
  await tx.query(`DELETE FROM baskets WHERE id = $1`, [basketId]);
}
