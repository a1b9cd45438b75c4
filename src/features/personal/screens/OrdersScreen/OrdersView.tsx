import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import type { OrderPage } from '@features/api';
import { OrderCard } from '../../components/OrderCard';
import { PagedList, type PagedListTexts } from '../../components/PagedList';
import { ORDERS_PATH } from '../../personalPages';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

const TEXTS: PagedListTexts = {
  failed: 'Не удалось загрузить заказы.',
  loading: 'Загрузка заказов',
  // Issue 15: the text of a cabinet without orders.
  empty: 'Заказов пока нет',
  emptyText: 'Здесь будут ваши заказы: их статус, оплата и доставка.',
  emptyPage: 'На этой странице заказов нет',
};

export interface OrdersViewProps {
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** The page of orders; null until it is loaded. */
  orders: OrderPage | null;
  /** The page could not be loaded. */
  failed?: boolean;
  onRetry?: () => void;
  linkAs?: LinkComponent;
}

/** `/personal/orders/`: the shopper's orders, newest first, 20 to a page (issue 15 point 5). */
export function OrdersView({ title, orders, failed = false, onRetry, linkAs }: OrdersViewProps) {
  return (
    <section>
      {title}
      <PagedList
        page={orders}
        failed={failed}
        onRetry={onRetry}
        basePath={ORDERS_PATH}
        texts={TEXTS}
        icon="basket"
        linkAs={linkAs}
      >
        {(items) => (
          <List aria-label="Заказы">
            {items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} linkAs={linkAs} />
              </li>
            ))}
          </List>
        )}
      </PagedList>
    </section>
  );
}
