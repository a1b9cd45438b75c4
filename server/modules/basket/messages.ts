/**
 * The basket's Russian texts and the line maximum, in a file of their own because the session
 * module's sign-in merge (merge.ts) uses them too, and it must not import the basket routes.
 */

/** One basket line holds 1..999 pieces (openapi.yaml `Quantity`). */
export const MAX_LINE_QUANTITY = 999;

export const PRODUCT_NOT_FOUND = 'Товар не найден';
export const BASKET_ITEM_NOT_FOUND = 'Товар не найден в корзине';
/** `add` of a product made from the shopper's photo: it comes with its photo (addPhotoKit). */
export const PHOTO_NEEDED =
  'Этот набор делается по вашей фотографии: выберите фото на странице товара';
export const COUPON_REQUIRED = 'Введите купон';
/** A coupon's note in a basket with gift certificates, shown after «Купон HOBBY10:». */
export const COUPON_IDLE_FOR_CERTIFICATES =
  'не действует — купоны не применяются к подарочным сертификатам; скидка будет, когда в корзине появятся товары';
export const COUPON_ONLY_FOR_GOODS =
  'скидка только на товары — к подарочным сертификатам купоны не применяются';
export const couponNotFound = (code: string) => `Купон «${code}» не найден`;
export const couponExpired = (code: string) => `Срок действия купона «${code}» истёк`;
export const couponsDoNotCombine = (code: string, applied: string) =>
  `Купон «${code}» нельзя применить вместе с купоном «${applied}»`;
export const tooManyPieces = () =>
  `Можно заказать не больше ${MAX_LINE_QUANTITY} шт. одного товара`;
export function notEnoughStock(name: string, stock: number): string {
  return stock > 0
    ? `Товара «${name}» в наличии только ${stock} шт.`
    : `Товара «${name}» нет в наличии`;
}

/** What the sign-in merge tells the shopper about a line it could not fill as the two baskets asked. */
export function lineReduced(line: {
  name: string;
  stock: number;
  wanted: number;
  kept: number;
}): string {
  if (line.kept === 0) return `«${line.name}» убран из корзины: товара нет в наличии`;
  const reason =
    line.kept < line.stock ? tooManyPieces().toLowerCase() : `в наличии только ${line.stock} шт.`;
  return `«${line.name}»: в корзине ${line.kept} шт. вместо ${line.wanted}, ${reason}`;
}
export const couponDropped = (code: string, kept: string) =>
  `Купон «${code}» убран из корзины: он не сочетается с купоном «${kept}»`;
