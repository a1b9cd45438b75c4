import { ADMIN_PATHS, type OrderStatus } from '@shared';
import { isOrderStatus } from './orderTexts';

/** The list's filters as the url holds them; '' and null mean "any". */
export interface OrderFilter {
  status: OrderStatus | null;
  /** ГГГГ-ММ-ДД, inclusive. */
  from: string;
  to: string;
}

export const NO_FILTER: OrderFilter = { status: null, from: '', to: '' };

/** What `/admin/orders/?status=&from=&to=&page=&orderId=` shows. */
export interface OrdersLocation {
  filter: OrderFilter;
  page: number;
  /** The order whose page is open; null for the list. */
  orderId: number | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as `<input type="date">` gives it; anything else is no date. */
function dateParam(value: string | null): string {
  if (value === null || !ISO_DATE.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

function positiveInt(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647
    ? Number(value)
    : null;
}

/** Reads the screen's url; a hand-edited value it cannot use counts as absent. */
export function readOrdersLocation(params: URLSearchParams): OrdersLocation {
  const status = params.get('status');
  return {
    filter: {
      status: isOrderStatus(status) ? status : null,
      from: dateParam(params.get('from')),
      to: dateParam(params.get('to')),
    },
    page: positiveInt(params.get('page')) ?? 1,
    orderId: positiveInt(params.get('orderId')),
  };
}

function listParams(filter: OrderFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (page > 1) params.set('page', String(page));
  return params;
}

const withQuery = (params: URLSearchParams) =>
  params.size > 0 ? `${ADMIN_PATHS.orders}?${params.toString()}` : ADMIN_PATHS.orders;

/** The list with these filters, at that page: filters live in the url, so a list can be linked. */
export const ordersHref = (filter: OrderFilter = NO_FILTER, page = 1) =>
  withQuery(listParams(filter, page));

/**
 * An order's page. It keeps the list's filters and page, so 'back to the list' returns to the
 * rows the staff member came from.
 */
export function orderHref(orderId: number, filter: OrderFilter = NO_FILTER, page = 1): string {
  const params = listParams(filter, page);
  params.set('orderId', String(orderId));
  return withQuery(params);
}

/** Why the filter cannot be applied, or null. */
export const filterProblem = ({ from, to }: OrderFilter): string | null =>
  from && to && from > to ? 'Дата «по» не может быть раньше даты «с»' : null;
