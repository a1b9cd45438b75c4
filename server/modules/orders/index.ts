/**
 * Orders as the cabinet, the staff screens, the checkout and the payment code share them: the
 * read model (openapi.yaml `OrderDetail`, `OrderPage`), status changes with their history, stock
 * and mail, the layout of every mail about an order, and the Russian titles and texts.
 */
export {
  canPay,
  orderDetail,
  requireOrderDetail,
  type OrderDetail,
  type OrderLineProblem,
  type OrderSummary,
} from './detail';
export { orderPage, ORDERS_PAGE_SIZE, type OrderPage } from './page';
export { lockOrder, type LockedOrderRow, type OrderFilter } from './queries';
export { changeOrderStatus, type StatusChange } from './statusChange';
export { orderMail, orderPageUrl, type OrderMail } from './orderMail';
export { ensureMailToken, newMailToken } from './mailToken';
export { ORDER_NOT_FOUND, onlyInStock } from './messages';
export {
  ORDER_STATUS_TITLES,
  orderTitle,
  PAYMENT_METHOD_TITLES,
  PAYMENT_STATE_TITLES,
  paymentMethodOf,
  type DeliveryKind,
  type OrderStatus,
  type PaymentMethod,
  type PaymentState,
} from './titles';
