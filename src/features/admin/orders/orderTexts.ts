import { ORDER_STATUS_TITLES, type OrderStatus } from '@shared';

/**
 * The statuses in the order an order moves.
 * @internal exported for a test only
 */
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_TITLES) as OrderStatus[];

export const isOrderStatus = (value: string | null): value is OrderStatus =>
  value !== null && Object.hasOwn(ORDER_STATUS_TITLES, value);

export const statusOptions = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_TITLES[status],
}));

// Staff read times in the shop's own zone, whatever the browser's zone (as the change log does).
const timeFormat = new Intl.DateTimeFormat('ru', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});
const dayFormat = new Intl.DateTimeFormat('ru', { dateStyle: 'short', timeZone: 'UTC' });

/** '28.11.2026, 15:40' in Moscow time. */
export const formatOrderTime = (iso: string) => timeFormat.format(new Date(iso));

/** A calendar date ('2026-12-01') as '01.12.2026'. */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
