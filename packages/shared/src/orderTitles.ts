/**
 * An order's states as the shopper and the staff read them (openapi.yaml `OrderStatus`,
 * `PaymentState`, `PaymentMethod`): the cabinet, the staff screens, the checkout's confirmation and
 * every mail about an order use these titles.
 */

export type OrderStatus = 'new' | 'processing' | 'shipped' | 'done' | 'cancelled';
export type PaymentState = 'on_receipt' | 'pending' | 'paid' | 'failed';
export type PaymentMethod = 'card' | 'on_receipt';

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
};

/** The ways to pay, as the checkout offers them and its mail names them. */
export const PAYMENT_METHOD_TITLES: Record<PaymentMethod, string> = {
  card: 'Картой онлайн',
  on_receipt: 'При получении',
};

/** `Заказ № 1024`: an order's heading, the subject of its mail, its payment's description. */
export const orderTitle = (orderId: number) => `Заказ № ${orderId}`;
