export { OrdersScreen } from './screens/OrdersScreen';
