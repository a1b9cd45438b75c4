// What the shop's order screens say about an order (issue 15): the checkout's confirmation and the
// cabinet (personal) and the staff's order screens (admin/orders) read the same titles. Only texts
// live here, so the staff's lazy chunk takes nothing of the shopper's screens with them.
export {
  ORDER_STATUS_TITLES,
  PAYMENT_STATE_TITLES,
  PAYMENT_METHOD_TITLES,
  orderTitle,
  type OrderStatus,
  type PaymentState,
  type PaymentMethod,
} from './orderTexts';
