/**
 * Orders as the cabinet, the staff screens, the checkout and the payment code share them: the
 * read model (openapi.yaml `OrderDetail`, `OrderPage`), status changes with their history, stock
 * and mail, the layout of every mail about an order and its messages. The titles of statuses and
 * payments are in `@shared`, the same for the browser.
 */
export {
  canPay,
  onlineMethodOf,
  requireOrderDetail,
  type OrderDetail,
  type OrderLineProblem,
} from './detail';
/** @internal exported for a test only */
export {
  /** @internal exported for a test only */
  orderDetail,
} from './detail';
export { orderPage, type OrderPage } from './page';
export { lockOrder, type DeliveryKind, type LockedOrderRow, type OrderFilter } from './queries';
export { claimOrderKeySql, writePlacedOrder, type NewOrder } from './placement';
export {
  awaitNewPaymentSql,
  markOrderPaid,
  markOrderPaymentFailed,
  markOrderRefunded,
  type PaidOrderRow,
} from './paymentState';
export { changeOrderStatus, nextStatuses } from './statusChange';
export { shortStockOf, takeStock, type ShortProduct } from './stock';
export { orderMail } from './orderMail';
export { ensureMailToken, newMailToken } from './mailToken';
export { ORDER_NOT_FOUND, onlyInStock } from './messages';
