import type { ShippingInfo, ShippingOption } from '../shipping';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `CheckoutDelivery`: a way of delivery with this basket's price and dates. */
export type CheckoutDelivery = Schema<'CheckoutDelivery'>;

/** What delivering goods worth `goodsTotal` (after coupons) costs: nothing from `freeFrom` on. */
export function deliveryPrice(
  option: Pick<ShippingOption, 'price' | 'freeFrom'>,
  goodsTotal: number,
): number {
  return option.freeFrom !== null && goodsTotal >= option.freeFrom ? 0 : option.price;
}

/** The basket's goods total after coupons (what delivery is priced by) and before them. */
export interface GoodsTotals {
  goodsTotal: number;
  withoutCoupons: number;
}

/**
 * The city's ways of delivery (the shipping module's zones) priced for the basket, dated from
 * `shipDay`: today, or the day goods made to order are ready (`addWorkingDays`). The price
 * without coupons lets checkout say when a coupon made a free delivery paid (issue 26 point 8).
 */
export function checkoutDeliveries(
  shipping: ShippingInfo,
  { goodsTotal, withoutCoupons }: GoodsTotals,
  shipDay: string,
): CheckoutDelivery[] {
  return shipping.options.map((option) => ({
    ...option,
    price: deliveryPrice(option, goodsTotal),
    priceWithoutCoupon: deliveryPrice(option, withoutCoupons),
    ...deliveryDates(option, shipDay),
  }));
}

/** When a way of delivery brings goods that leave the warehouse on `shipDay`. */
export const deliveryDates = (
  option: Pick<ShippingOption, 'minDays' | 'maxDays'>,
  shipDay: string,
) => ({ dateFrom: addDays(shipDay, option.minDays), dateTo: addDays(shipDay, option.maxDays) });

const MOSCOW_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today ('YYYY-MM-DD') by the Moscow warehouse's calendar, whatever the server's time zone. */
export function warehouseToday(now = new Date()): string {
  return MOSCOW_DATE.format(now);
}

/**
 * `date` (YYYY-MM-DD) moved by `days` calendar days.
 * @internal exported for a test only
 */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The day goods made to order are ready to ship: `days` working days (Monday to Friday) after
 * `today`, as the photo kit page counts them ('Изготовление за 3 рабочих дня'); `today` itself
 * when nothing is made to order.
 */
export function addWorkingDays(today: string, days: number): string {
  let date = today;
  for (let left = days; left > 0;) {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** The longest making time of the basket's lines, in working days (0: all from stock). */
export const productionDaysOf = (lines: readonly { production_days: number }[]): number =>
  Math.max(0, ...lines.map((line) => line.production_days));
