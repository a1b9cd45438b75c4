export { OrderConfirmationScreen } from './OrderConfirmationScreen';
