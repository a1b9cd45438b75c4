/**
 * Delivery by city: its prices, days and ways (zones.ts), for the checkout, the orders' mails,
 * the shipping pages and the server renderer.
 */
export { CITY_NOT_FOUND, shippingFor, shippingOptions } from './service';
export { cityByIdOrDefault } from './queries';
export { DELIVERY_TITLES, type ShippingInfo, type ShippingOption } from './zones';
