export { OrderForm, type OrderFormProps } from './OrderForm';
export { useCheckoutForm, type CheckoutForm } from './useCheckoutForm';
export { deliveryPriceText } from './DeliveryFields';
