import { formatRubles } from '../../lib/money';

/** The checkout's Russian texts (issue 15 point 2), the answers a shopper sees. */

export const BASKET_EMPTY = 'Корзина пуста';
export const BASKET_CHANGED = 'Корзина изменилась. Проверьте её и оформите заказ ещё раз.';
export const PRICE_CHANGED = 'Цена изменилась. Проверьте корзину и подтвердите заказ.';
export const OUT_OF_STOCK = 'Некоторых товаров нет в наличии в нужном количестве';
export const ADDRESS_REQUIRED = 'Укажите адрес доставки';
export const PICKUP_POINT_REQUIRED = 'Выберите пункт выдачи';
export const KEY_USED_ELSEWHERE =
  'Этот заказ уже оформлен в другом окне. Обновите страницу и оформите заказ ещё раз.';
export const KEY_USED_FOR_OTHER_BASKET =
  'Этот заказ уже оформлен с другим составом корзины. Обновите страницу и оформите заказ ещё раз.';

export const priceChanged = (was: number, now: number) =>
  `Цена изменилась: было ${formatRubles(was)}, стало ${formatRubles(now)}`;
export const CERTIFICATE_PAID_ONLINE =
  'Подарочный сертификат оплачивается онлайн — по СБП или картой: его код придёт на почту сразу после оплаты.';
