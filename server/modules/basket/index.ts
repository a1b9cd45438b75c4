/**
 * The shopper's basket: its lines (photo kit lines among them), coupons and summary, for the
 * checkout, the photo kits, a repeated order, the sign-in that merges a guest's basket and the
 * server renderer.
 */
export {
  basketInfo,
  /** @internal exported for a test only */
  type BasketItem,
} from './service';
export { mergeGuestBasket } from './merge';
export {
  addKitLine,
  addToBasketLine,
  ensureBasket,
  findProductForBasket,
  orderableLines,
  validBasketCoupons,
} from './queries';
export { summarize } from './summary';
export { usedUpBasketSql } from './usedUp';
export { MAX_LINE_QUANTITY, notEnoughStock, PRODUCT_NOT_FOUND } from './messages';
export {
  photoKitLineSql,
  photoKitSurchargeSql,
  toPhotoKitLine,
  type PhotoKitLine,
  type PhotoKitLineRow,
  type PhotoKitOptions,
} from './photoKitLine';
