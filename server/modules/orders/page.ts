import type { Queryable } from '../../lib/db/types';
import { windowPage } from '../../lib/paging';
import { countOrders, orderSummaries, type OrderFilter, type OrderSummaryRow } from './queries';
import { paymentMethodOf, type OrderSummary } from './detail';
import type { Schema } from '../../lib/api/contract';

/** Orders per page of the cabinet's and the staff's order lists. */
const ORDERS_PAGE_SIZE = 20;

/** openapi.yaml `OrderPage`. */
export type OrderPage = Schema<'OrderPage'>;

/** A page (from 1) of the orders matching `filter`, newest first; past the end, no items. */
export function orderPage(db: Queryable, filter: OrderFilter, page: number): Promise<OrderPage> {
  return windowPage(page, ORDERS_PAGE_SIZE, {
    rows: (window) => orderSummaries(db, filter, window),
    count: () => countOrders(db, filter),
    item: toSummary,
  });
}

function toSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    payment: paymentMethodOf(row.payment_state, row.payment),
    paymentState: row.payment_state,
    total: row.total,
    itemsCount: row.items_count,
    customerName: row.customer_name,
  };
}
