export { KitOptions, type KitOptionsProps } from './KitOptions';
