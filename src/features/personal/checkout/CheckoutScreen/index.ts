export { CheckoutScreen } from './CheckoutScreen';
