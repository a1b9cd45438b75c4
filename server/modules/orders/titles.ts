import type { ShippingOption } from '../lists/shipping';

/**
 * The order's states as the shopper and the staff read them (openapi.yaml `OrderStatus`,
 * `PaymentState`): the cabinet, the staff screens and every mail use these titles.
 */

export type OrderStatus = 'new' | 'processing' | 'shipped' | 'done' | 'cancelled';
export type PaymentState = 'on_receipt' | 'pending' | 'paid' | 'failed';
export type PaymentMethod = 'card' | 'on_receipt';
export type DeliveryKind = ShippingOption['kind'];

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

/** `Заказ № 1024`: the subject of its mail, and the payment's description at the provider. */
export const orderTitle = (orderId: number) => `Заказ № ${orderId}`;

/** An order paid on receipt is never paid online; every other state belongs to a card payment. */
export function paymentMethodOf(state: PaymentState): PaymentMethod {
  return state === 'on_receipt' ? 'on_receipt' : 'card';
}
