export {
  OrderConfirmationScreen,
  type OrderConfirmationScreenProps,
} from './OrderConfirmationScreen';
