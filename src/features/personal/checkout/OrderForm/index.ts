export { OrderForm } from './OrderForm';
export { useCheckoutForm } from './useCheckoutForm';
export { deliveryPriceText } from './DeliveryFields';
