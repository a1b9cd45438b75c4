export { OrderTotals } from './OrderTotals';
