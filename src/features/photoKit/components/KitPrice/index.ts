export { KitPrice } from './KitPrice';
