import { formatRubles } from '../shared';

/** The cabinet's order texts (issue 15 point 5). */

/** The history note of an order the shopper cancelled in the cabinet. */
export const SHOPPER_CANCEL_NOTE = 'Отменён покупателем';

export const noLongerSold = (name: string) => `«${name}» больше не продаётся`;

export const basketLineFull = (name: string, max: number) =>
  `«${name}»: в корзине уже ${max} шт., больше одного товара заказать нельзя`;

export const priceChangedSince = (name: string, was: number, now: number) =>
  `«${name}»: цена изменилась: было ${formatRubles(was)}, стало ${formatRubles(now)}`;
