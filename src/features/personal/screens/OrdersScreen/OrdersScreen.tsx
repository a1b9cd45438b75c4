import { useParams } from 'react-router-dom';
import { useGetMyOrdersQuery } from '@features/api';
import { RouterLink } from '@features/page';
import { pageParam } from '../../pagedUrl';
import { usePersonalTitle } from '../../usePersonalTitle';
import { OrdersView } from './OrdersView';

/** `/personal/orders/` and its `/page/{n}/`. */
export function OrdersScreen() {
  const page = pageParam(useParams().page);
  const title = usePersonalTitle('Мои заказы');
  const { data, isError, refetch } = useGetMyOrdersQuery({ page });
  return (
    <OrdersView
      title={title}
      orders={data?.result ?? null}
      failed={isError && !data}
      onRetry={refetch}
      linkAs={RouterLink}
    />
  );
}
