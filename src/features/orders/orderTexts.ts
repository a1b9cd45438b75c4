import type { OrderSummary } from '@features/api';

export type OrderStatus = OrderSummary['status'];
export type PaymentState = OrderSummary['paymentState'];
export type PaymentMethod = OrderSummary['payment'];

/**
 * Issue 15: an order's status as the shopper, the staff and the mail read it (the mail's copy is
 * server/modules/orders/titles.ts), in the order an order moves.
 */
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

/** How an order is paid, in the words of the checkout's choices (server/modules/checkout). */
export const PAYMENT_METHOD_TITLES: Record<PaymentMethod, string> = {
  card: 'Картой онлайн',
  on_receipt: 'При получении',
};

export const orderTitle = (id: number) => `Заказ № ${id}`;
