import styled from 'styled-components';
import type { OrderSummary } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import { Pagination } from '@ui/Pagination';
import { Spinner } from '@ui/Spinner';
import { Block, Heading, Muted, StaffListStates } from '@features/staffTools';
import { OrderFilters } from '../../components/OrderFilters';
import { OrdersTable } from '../../components/OrdersTable';
import type { OrderFilter } from '../../ordersUrl';

const Found = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 24px;
`;

export interface OrderListViewProps {
  /** The page's orders, newest first; null while the first answer is on its way. */
  orders: OrderSummary[] | null;
  /** How many orders match the filter, on all pages. */
  total: number;
  page: number;
  pages: number;
  filter: OrderFilter;
  onFilter: (filter: OrderFilter) => void;
  hrefForOrder: (orderId: number) => string;
  hrefForPage: (page: number) => string;
  linkAs?: LinkComponent;
  /** A newer page or filter is being fetched while the old rows still show. */
  refreshing?: boolean;
  /** Why the orders could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
}

/** `/admin/orders/` (issue 15 point 7): the shop's orders, filtered by status and date, 20 a page. */
export function OrderListView({
  orders,
  total,
  page,
  pages,
  filter,
  onFilter,
  hrefForOrder,
  hrefForPage,
  linkAs,
  refreshing = false,
  loadError = null,
  onRetry,
}: OrderListViewProps) {
  const filtered = Boolean(filter.status || filter.from || filter.to);
  return (
    <section aria-labelledby="orders-title">
      <Heading id="orders-title">Заказы</Heading>
      <OrderFilters key={JSON.stringify(filter)} filter={filter} onApply={onFilter} />
      <Block aria-label="Список заказов">
        <StaffListStates
          items={orders}
          noun="заказы"
          loadError={loadError}
          onRetry={onRetry}
          refreshing={refreshing}
          empty={
            filtered
              ? {
                  title: 'Таких заказов нет',
                  text: 'Измените статус или даты, или сбросьте фильтр.',
                }
              : {
                  title: 'Заказов пока нет',
                  text: 'Заказы покупателей появятся здесь, как только их оформят.',
                }
          }
        >
          {(loaded) => (
            <>
              <Found>
                <Muted>Найдено: {total}</Muted>
                {refreshing && <Spinner size="s" label="Обновляем список" />}
              </Found>
              <OrdersTable orders={loaded} hrefFor={hrefForOrder} linkAs={linkAs} />
            </>
          )}
        </StaffListStates>
        <Pagination page={page} pageCount={pages} hrefFor={hrefForPage} linkAs={linkAs} />
      </Block>
    </section>
  );
}
