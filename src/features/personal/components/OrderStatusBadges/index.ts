export { OrderStatusBadges, type OrderStatusBadgesProps } from './OrderStatusBadges';
