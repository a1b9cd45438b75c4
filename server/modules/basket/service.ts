import type { Db, Queryable } from '../../lib/db/types';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { productImageUrl, productUrl } from '../../lib/productLinks';
import { toPhotoKitLine } from './photoKitLine';
import { clashingCoupon } from './couponRules';
import {
  BASKET_ITEM_NOT_FOUND,
  COUPON_IDLE_FOR_CERTIFICATES,
  COUPON_ONLY_FOR_GOODS,
  COUPON_REQUIRED,
  couponExpired,
  couponNotFound,
  couponsDoNotCombine,
  MAX_LINE_QUANTITY,
  notEnoughStock,
  PHOTO_NEEDED,
  PRODUCT_NOT_FOUND,
  tooManyPieces,
} from './messages';
import {
  addBasketCoupon,
  addToBasketLine,
  basketItems,
  deleteAllBasketLines,
  deleteBasketLine,
  ensureBasket,
  findBasketLine,
  findCoupon,
  findProductForBasket,
  removeBasketCoupon,
  setLineQuantity,
  validBasketCoupons,
  validCouponsOfBasket,
  type BasketItemRow,
  type BasketOwner,
} from './queries';
import { summarize } from './summary';
import type { Schema } from '../../lib/api/contract';

/**
 * openapi.yaml `BasketItem` (spec §3: name, price, old_price, brand, category_chain, sku, quantity,
 * basketItemId).
 *
 * @internal exported for a test only
 */
export type BasketItem = Schema<'BasketItem'>;

export type BasketInfo = Schema<'BasketInfo'>;

const EMPTY_BASKET: BasketInfo = Object.freeze({
  items: [],
  summary: summarize([], []),
  coupons: [],
}) as BasketInfo;

/** The basket as the visitor sees it in their city (`locationId`); a visitor without one gets an empty basket. */
export async function basketInfo(
  db: Queryable,
  owner: BasketOwner | null,
  locationId: number,
): Promise<BasketInfo> {
  if (!owner) return EMPTY_BASKET;
  const [rows, couponRows] = await Promise.all([
    basketItems(db, owner, locationId),
    validBasketCoupons(db, owner),
  ]);
  const coupons = couponRows.map((row) => ({
    coupon: row.code,
    discountPercent: row.discount_percent ?? 0,
    discountAmount: row.discount_amount ?? 0,
  }));
  const note = couponNoteFor(rows);
  return {
    items: rows.map(toBasketItem),
    summary: summarize(rows, coupons),
    coupons: note ? coupons.map((coupon) => ({ ...coupon, note })) : coupons,
  };
}

/**
 * spec §7 add (productId, quantity): adds to what the basket already holds of the product. The
 * change is one statement (addToBasketLine); only a refused add reads again, to say why.
 */
export async function addToBasket(
  db: Db,
  owner: BasketOwner,
  locationId: number,
  productId: number,
  quantity: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const line = { productId, quantity, locationId, maxQuantity: MAX_LINE_QUANTITY };
    if ((await addToBasketLine(tx, await ensureBasket(tx, owner), line)) !== null) return;
    const product = await findProductForBasket(tx, owner, productId, locationId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (product.made_from_photo) throw badRequest(PHOTO_NEEDED, 'PHOTO_REQUIRED');
    refuseQuantity(product.name, product.stock, product.in_basket + quantity);
  });
}

/** spec §7 updateQuantity (basketItemId, quantity): sets the line to exactly `quantity`. */
export async function updateQuantity(
  db: Queryable,
  owner: BasketOwner,
  basketItemId: number,
  quantity: number,
): Promise<void> {
  if (await setLineQuantity(db, owner, basketItemId, quantity)) return;
  const line = await findBasketLine(db, owner, basketItemId);
  if (!line) throw notFound(BASKET_ITEM_NOT_FOUND);
  refuseQuantity(line.name, line.stock, quantity);
}

export async function removeFromBasket(
  db: Queryable,
  owner: BasketOwner,
  basketItemId: number,
): Promise<void> {
  if (!(await deleteBasketLine(db, owner, basketItemId))) throw notFound(BASKET_ITEM_NOT_FOUND);
}

/** Empties the basket; applied coupons stay for the next purchase. */
export async function clearBasket(db: Queryable, owner: BasketOwner): Promise<void> {
  await deleteAllBasketLines(db, owner);
}

/**
 * Applies a coupon by its code (any letter case); applying it again changes nothing. A coupon
 * joins only coupons it combines with (couponRules.ts); the basket row stays locked from
 * ensureBasket to the end, so two coupons applied at once are checked one after the other.
 */
export async function applyCoupon(db: Db, owner: BasketOwner, typed: string): Promise<void> {
  const code = requireCouponCode(typed);
  await db.transaction(async (tx) => {
    const coupon = await findCoupon(tx, code);
    if (!coupon || !coupon.active) throw notFound(couponNotFound(code));
    if (coupon.expired) throw new HttpError(400, 'COUPON_EXPIRED', couponExpired(code));
    const basketId = await ensureBasket(tx, owner);
    const clash = clashingCoupon(await validCouponsOfBasket(tx, basketId), coupon);
    if (clash)
      throw new HttpError(
        409,
        'COUPON_NOT_COMBINABLE',
        couponsDoNotCombine(coupon.code, clash.code),
      );
    await addBasketCoupon(tx, basketId, coupon.code);
  });
}

/** Removing a coupon the basket does not hold is harmless. */
export async function removeCoupon(
  db: Queryable,
  owner: BasketOwner,
  typed: string,
): Promise<void> {
  await removeBasketCoupon(db, owner, requireCouponCode(typed));
}

function requireCouponCode(typed: string): string {
  const code = typed.trim();
  if (!code) throw badRequest(COUPON_REQUIRED, 'VALIDATION');
  return code;
}

/**
 * Says why a quantity was refused: past the line maximum (400) or the stock (409). A quantity
 * that fits now was refused against a basket a parallel change has altered since: the stock
 * answer holds for it too.
 */
function refuseQuantity(name: string, stock: number, quantity: number): never {
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(tooManyPieces(), 'VALIDATION');
  throw conflict(notEnoughStock(name, stock));
}

/**
 * Issue 26 point 1: coupons never discount gift certificates (summary.ts), and the basket says
 * so rather than showing a coupon as applied when it takes nothing off.
 */
function couponNoteFor(rows: readonly { gift_certificate: boolean }[]): string | null {
  const certificates = rows.filter((row) => row.gift_certificate).length;
  if (certificates === 0) return null;
  return certificates === rows.length ? COUPON_IDLE_FOR_CERTIFICATES : COUPON_ONLY_FOR_GOODS;
}

function toBasketItem(row: BasketItemRow): BasketItem {
  const photoKit = row.photo_kit && toPhotoKitLine(row.photo_kit);
  return {
    basketItemId: row.basket_item_id,
    productId: row.product_id,
    name: row.name,
    price: row.price,
    old_price: row.old_price,
    brand: row.brand,
    category_chain: row.category_chain ?? '',
    sku: row.sku,
    quantity: row.quantity,
    stock: row.stock,
    url: productUrl(row.section_code, row.code),
    // A kit's line shows the shopper's own chart, not the size product's artwork.
    image: photoKit
      ? photoKit.previewUrl
      : productImageUrl(row.product_id, row.images, row.pictures),
    ...(photoKit && { photoKit }),
    ...(row.gift_certificate && { giftCertificate: true }),
  };
}
