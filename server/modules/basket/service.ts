import type { Db, Queryable } from '../../lib/db/types';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { productImageUrl, productUrl } from '../../lib/productLinks';
import {
  addBasketCoupon,
  basketItems,
  deleteAllBasketLines,
  deleteBasketLine,
  ensureBasket,
  findBasketLine,
  findCoupon,
  findProductForBasket,
  removeBasketCoupon,
  setLineQuantity,
  upsertBasketLine,
  validBasketCoupons,
  type BasketItemRow,
  type BasketOwner,
} from './queries';
import { summarize, type BasketSummary } from './summary';

/** openapi.yaml `BasketItem` (spec §3: name, price, old_price, brand, category_chain, sku, quantity, basketItemId). */
export interface BasketItem {
  basketItemId: number;
  productId: number;
  name: string;
  price: number;
  old_price: number | null;
  brand: string | null;
  category_chain: string;
  sku: string;
  quantity: number;
  url: string;
  image: string | null;
}

export interface BasketCoupon {
  coupon: string;
  discountPercent: number;
  discountAmount: number;
}

export interface BasketInfo {
  items: BasketItem[];
  summary: BasketSummary;
  coupons: BasketCoupon[];
}

/** One basket line holds 1..999 pieces (openapi.yaml `Quantity`). */
export const MAX_LINE_QUANTITY = 999;

export const PRODUCT_NOT_FOUND = 'Товар не найден';
export const BASKET_ITEM_NOT_FOUND = 'Товар не найден в корзине';
export const COUPON_REQUIRED = 'Введите купон';
export const couponNotFound = (code: string) => `Купон «${code}» не найден`;
export const couponExpired = (code: string) => `Срок действия купона «${code}» истёк`;
export const tooManyPieces = () => `Можно заказать не больше ${MAX_LINE_QUANTITY} шт. одного товара`;
export function notEnoughStock(name: string, stock: number): string {
  return stock > 0 ? `Товара «${name}» в наличии только ${stock} шт.` : `Товара «${name}» нет в наличии`;
}

const EMPTY_BASKET: BasketInfo = Object.freeze({
  items: [],
  summary: summarize([], []),
  coupons: [],
}) as BasketInfo;

/** The basket as the visitor sees it in their city (`locationId`); a visitor without one gets an empty basket. */
export async function basketInfo(db: Queryable, owner: BasketOwner | null, locationId: number): Promise<BasketInfo> {
  if (!owner) return EMPTY_BASKET;
  const [rows, couponRows] = await Promise.all([basketItems(db, owner, locationId), validBasketCoupons(db, owner)]);
  const coupons = couponRows.map((row) => ({
    coupon: row.code,
    discountPercent: row.discount_percent ?? 0,
    discountAmount: row.discount_amount ?? 0,
  }));
  return { items: rows.map(toBasketItem), summary: summarize(rows, coupons), coupons };
}

/** spec §7 add (productId, quantity): adds to what the basket already holds of the product. */
export async function addToBasket(
  db: Db,
  owner: BasketOwner,
  locationId: number,
  productId: number,
  quantity: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await findProductForBasket(tx, owner, productId, locationId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const total = product.in_basket + quantity;
    checkQuantity(product.name, product.stock, total);
    await upsertBasketLine(tx, await ensureBasket(tx, owner), product.id, total);
  });
}

/** spec §7 updateQuantity (basketItemId, quantity): sets the line to exactly `quantity`. */
export async function updateQuantity(db: Db, owner: BasketOwner, basketItemId: number, quantity: number): Promise<void> {
  await db.transaction(async (tx) => {
    const line = await findBasketLine(tx, owner, basketItemId);
    if (!line) throw notFound(BASKET_ITEM_NOT_FOUND);
    checkQuantity(line.name, line.stock, quantity);
    await setLineQuantity(tx, line.id, quantity);
  });
}

export async function removeFromBasket(db: Queryable, owner: BasketOwner, basketItemId: number): Promise<void> {
  if (!(await deleteBasketLine(db, owner, basketItemId))) throw notFound(BASKET_ITEM_NOT_FOUND);
}

/** Empties the basket; applied coupons stay for the next purchase. */
export async function clearBasket(db: Queryable, owner: BasketOwner): Promise<void> {
  await deleteAllBasketLines(db, owner);
}

/** Applies a coupon by its code (any letter case); applying it again changes nothing. */
export async function applyCoupon(db: Db, owner: BasketOwner, typed: string): Promise<void> {
  const code = requireCouponCode(typed);
  await db.transaction(async (tx) => {
    const coupon = await findCoupon(tx, code);
    if (!coupon || !coupon.active) throw notFound(couponNotFound(code));
    if (coupon.expired) throw new HttpError(400, 'COUPON_EXPIRED', couponExpired(code));
    await addBasketCoupon(tx, await ensureBasket(tx, owner), coupon.code);
  });
}

/** Removing a coupon the basket does not hold is harmless. */
export async function removeCoupon(db: Queryable, owner: BasketOwner, typed: string): Promise<void> {
  await removeBasketCoupon(db, owner, requireCouponCode(typed));
}

function requireCouponCode(typed: string): string {
  const code = typed.trim();
  if (!code) throw badRequest(COUPON_REQUIRED, 'VALIDATION');
  return code;
}

function checkQuantity(name: string, stock: number, quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(tooManyPieces(), 'VALIDATION');
  if (quantity > stock) throw conflict(notEnoughStock(name, stock));
}

function toBasketItem(row: BasketItemRow): BasketItem {
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
    url: productUrl(row.section_code, row.sku),
    image: productImageUrl(row.product_id, row.images),
  };
}
