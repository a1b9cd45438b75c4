export { KitOptions } from './KitOptions';
