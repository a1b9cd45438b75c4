export { Price } from './Price';
