import { formatRubles } from '../../lib/money';

/** The payment module's Russian texts (issue 15 point 3); the order's own are in the orders module. */

export const ORDER_ALREADY_PAID = 'Заказ уже оплачен';
export const ORDER_CANCELLED = 'Отменённый заказ нельзя оплатить';
export const PAID_ON_RECEIPT = 'Этот заказ оплачивается при получении';
export const PAYMENT_UNAVAILABLE =
  'Платёжный сервис сейчас недоступен. Оплатите заказ чуть позже в личном кабинете.';

/** Refunds (issue 26 point 2): the staff's refund form. */
export const NOTHING_TO_REFUND =
  'По этому заказу нечего возвращать: оплат картой нет или всё уже возвращено';
export const REFUND_KOPECKS = 'Сумма возврата — в рублях, не больше двух знаков после запятой';
export const REFUND_KEY_REUSED = 'Этот ключ запроса уже использован для другого заказа';
export const refundTooLarge = (left: number) =>
  `Вернуть можно не больше ${formatRubles(left)} — столько осталось от оплаты`;

/** The built-in test provider's page and calls. */
export const TEST_PAYMENT_NOT_FOUND = 'Платёж не найден';
export const PAYMENT_FINISHED = 'Платёж уже завершён';
export const TEST_PAGE_EXPIRED = 'Страница оплаты устарела. Откройте её снова из магазина.';
