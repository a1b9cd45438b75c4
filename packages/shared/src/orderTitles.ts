/**
 * An order's states as the shopper and the staff read them (openapi.yaml `OrderStatus`,
 * `PaymentState`, `PaymentMethod`): the cabinet, the staff screens, the checkout's confirmation and
 * every mail about an order use these titles.
 */

export type OrderStatus = 'new' | 'processing' | 'shipped' | 'done' | 'cancelled';
export type PaymentState = 'on_receipt' | 'pending' | 'paid' | 'failed' | 'refunded';
/** openapi.yaml `RefundStatus`: a refund through the payment provider (issue 26 point 2). */
export type RefundStatus = 'pending' | 'succeeded' | 'canceled';
export type PaymentMethod = 'sbp' | 'card' | 'on_receipt';
/** The ways a payment provider takes the money (issue 27 point 4: СБП beside the card). */
export type OnlinePaymentMethod = Exclude<PaymentMethod, 'on_receipt'>;

/** In the order an order moves (the staff's status choices list them so). */
export const ORDER_STATUS_TITLES: Record<OrderStatus, string> = {
  new: 'Принят',
  processing: 'Собирается',
  shipped: 'Отправлен',
  done: 'Получен',
  cancelled: 'Отменён',
};

export const PAYMENT_STATE_TITLES: Record<PaymentState, string> = {
  on_receipt: 'Оплата при получении',
  pending: 'Ожидает оплаты',
  paid: 'Оплачен',
  failed: 'Оплата не прошла',
  refunded: 'Деньги возвращены',
};

/** A refund's state, as the cabinet, the staff page and the mail name it. */
export const REFUND_STATUS_TITLES: Record<RefundStatus, string> = {
  pending: 'ожидает',
  succeeded: 'выполнен',
  canceled: 'отклонён',
};

/**
 * When refunded money reaches the shopper, by how the order was paid: the provider sends it at
 * once; a card's bank takes its own time, and an СБП refund goes back through СБП to the account
 * the shopper paid from. Said in the cancel dialog, the cabinet, the mail and the staff's form.
 */
export function refundTiming(method: PaymentMethod): string {
  return method === 'sbp'
    ? 'Деньги вернутся через СБП на счёт в банке, из приложения которого оплачен заказ, — обычно в течение нескольких минут, иногда до 3 рабочих дней.'
    : 'Деньги вернутся на карту, которой оплачен заказ, в течение 3–10 рабочих дней — срок зависит от банка, выпустившего карту.';
}

/** The ways to pay, in the order the checkout offers them, as it and its mail name them. */
export const PAYMENT_METHOD_TITLES: Record<PaymentMethod, string> = {
  sbp: 'СБП',
  card: 'Картой онлайн',
  on_receipt: 'При получении',
};

/** `Заказ № 1024`: an order's heading, the subject of its mail, its payment's description. */
export const orderTitle = (orderId: number) => `Заказ № ${orderId}`;
