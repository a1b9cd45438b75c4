export { OrderStatusBadges } from './OrderStatusBadges';
