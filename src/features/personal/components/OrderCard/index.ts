export { OrderCard } from './OrderCard';
