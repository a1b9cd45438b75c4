// The checkout page (/personal/order/make/): a route chunk of its own.
export { CheckoutScreen } from './CheckoutScreen';
