import type { ShippingInfo, ShippingOption } from '../shipping';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `CheckoutDelivery`: a way of delivery with this basket's price and dates. */
export type CheckoutDelivery = Schema<'CheckoutDelivery'>;

/** What delivering goods worth `goodsTotal` (after coupons) costs: nothing from `freeFrom` on. */
export function deliveryPrice(option: ShippingOption, goodsTotal: number): number {
  return option.freeFrom !== null && goodsTotal >= option.freeFrom ? 0 : option.price;
}

/** The city's ways of delivery (the shipping module's zones) priced for the basket, dated from `today`. */
export function checkoutDeliveries(
  shipping: ShippingInfo,
  goodsTotal: number,
  today: string,
): CheckoutDelivery[] {
  return shipping.options.map((option) => ({
    ...option,
    price: deliveryPrice(option, goodsTotal),
    dateFrom: addDays(today, option.minDays),
    dateTo: addDays(today, option.maxDays),
  }));
}

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

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
