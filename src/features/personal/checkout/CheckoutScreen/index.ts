export { CheckoutScreen, type CheckoutScreenProps } from './CheckoutScreen';
