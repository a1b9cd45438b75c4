export { Toggle } from './Toggle';
