// The checkout page (/personal/order/make/) and the order confirmation on it: a route chunk of
// its own.
export { CheckoutScreen } from './CheckoutScreen';
