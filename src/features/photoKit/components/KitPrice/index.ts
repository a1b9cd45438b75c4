export { KitPrice, BASKET_URL, type KitPriceProps } from './KitPrice';
