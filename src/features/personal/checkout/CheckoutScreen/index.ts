export { CheckoutScreen } from './CheckoutScreen';
export { CheckoutView, CHECKOUT_LATER_NOTE, type CheckoutViewProps } from './CheckoutView';
