import { useNavigate } from 'react-router-dom';
import { useGetAdminOrdersQuery } from '@features/api';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import { orderHref, ordersHref, type OrderFilter } from '../../ordersUrl';
import { OrderListView } from './OrderListView';

/** `/admin/orders/?status=&from=&to=&page=`: a page of the shop's orders from the server. */
export function OrderListScreen({ filter, page }: { filter: OrderFilter; page: number }) {
  const navigate = useNavigate();
  const list = useGetAdminOrdersQuery({
    page,
    status: filter.status ?? undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
  });
  // While another page or filter loads, the rows shown so far stay (with a spinner beside them);
  // a failed load shows why instead of rows that are not what was asked for.
  const result = list.isError ? undefined : (list.currentData ?? list.data)?.result;
  return (
    <OrderListView
      orders={result?.items ?? null}
      total={result?.total ?? 0}
      page={page}
      pages={result?.pages ?? 0}
      filter={filter}
      onFilter={(next) => void navigate(ordersHref(next))}
      hrefForOrder={(orderId) => orderHref(orderId, filter, page)}
      hrefForPage={(n) => ordersHref(filter, n)}
      linkAs={RouterLink}
      refreshing={list.isFetching}
      loadError={
        list.isError ? errorMessageOf(list.error, 'Проверьте связь и попробуйте ещё раз.') : null
      }
      onRetry={() => void list.refetch()}
    />
  );
}
