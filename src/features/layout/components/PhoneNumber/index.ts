export { PhoneNumber } from './PhoneNumber';
