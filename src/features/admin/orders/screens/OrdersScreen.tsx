import { useSearchParams } from 'react-router-dom';
import { ordersHref, readOrdersLocation } from '../ordersUrl';
import { OrderDetailScreen } from './OrderDetail/OrderDetailScreen';
import { OrderListScreen } from './OrderList/OrderListScreen';

/** `/admin/orders/` (issue 15 point 7): the list, or one order's page with `?orderId=`. */
export function OrdersScreen() {
  const { filter, page, orderId } = readOrdersLocation(useSearchParams()[0]);
  // Keyed by order: another order's page starts with a fresh status form.
  return orderId === null ? (
    <OrderListScreen filter={filter} page={page} />
  ) : (
    <OrderDetailScreen key={orderId} orderId={orderId} backHref={ordersHref(filter, page)} />
  );
}
