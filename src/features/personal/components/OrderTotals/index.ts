export { OrderTotals, type OrderTotalsProps } from './OrderTotals';
