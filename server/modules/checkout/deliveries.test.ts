import { beforeEach, describe, expect, it } from 'vitest';
import { visitor, type Visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import type { ShippingOption } from '../shipping';
import { addWorkingDays, deliveryPrice, productionDaysOf } from './deliveries';
import {
  fillBasket,
  OPTIONS_URL,
  ORDER_URL,
  orderForm,
  seenBasket,
  type PlacedAnswer,
} from './testing';

const courier: ShippingOption = {
  kind: 'courier',
  title: 'Курьером до двери',
  price: 350,
  freeFrom: 5000,
  minDays: 1,
  maxDays: 1,
};

describe('issue 22 point 6: free delivery from its threshold', () => {
  it('is free at exactly the threshold and paid one kopeck below it', () => {
    expect(deliveryPrice(courier, 5000)).toBe(0);
    expect(deliveryPrice(courier, 5000.01)).toBe(0);
    expect(deliveryPrice(courier, 4999.99)).toBe(350);
    expect(deliveryPrice({ ...courier, freeFrom: null }, 1_000_000)).toBe(350);
  });
});

describe('issue 26 point 4: the day goods made to order are ready', () => {
  it('counts working days, Monday to Friday', () => {
    // Thursday 26 November 2026 + 3 working days: Friday, Monday, Tuesday.
    expect(addWorkingDays('2026-11-26', 3)).toBe('2026-12-01');
    // From a Saturday the first working day is Monday.
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 5)).toBe('2026-12-04');
  });

  it('is today when nothing is made to order', () => {
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(productionDaysOf([])).toBe(0);
  });

  it('waits for the longest making time in the basket', () => {
    const lines = [{ production_days: 0 }, { production_days: 3 }, { production_days: 2 }];
    expect(productionDaysOf(lines)).toBe(3);
  });
});

const s = shopWithMailSuite();

beforeEach(async () => {
  await s.db.query('UPDATE product_stock SET stock = 5 WHERE product_id = $1', [s.f.paint]);
});

/** Moscow's prices of the checkout's ways of delivery for the visitor's basket. */
async function deliveryPrices(v: Visitor) {
  const response = await v.get(OPTIONS_URL);
  expect(response.statusCode, response.body).toBe(200);
  const { deliveries } = (response.json() as { result: { deliveries: ShippingOption[] } }).result;
  return Object.fromEntries(deliveries.map((d) => [d.kind, [d.price, d.freeFrom]]));
}

describe('issue 22 point 6: a basket at exactly the free-delivery threshold', () => {
  it("gets the way whose threshold it reaches free in the checkout's options", async () => {
    // 3 × 1 000 ₽: exactly the pickup's 3 000 ₽, below the courier's 5 000 ₽.
    const atPickup = await fillBasket(visitor(s.app), [{ productId: s.f.paint, quantity: 3 }]);
    expect(await deliveryPrices(atPickup)).toEqual({
      courier: [350, 5000],
      pickup: [0, 3000],
      post: [300, null],
    });

    // 5 × 1 000 ₽: exactly the courier's 5 000 ₽.
    const atCourier = await fillBasket(visitor(s.app), [{ productId: s.f.paint, quantity: 5 }]);
    expect(await deliveryPrices(atCourier)).toEqual({
      courier: [0, 5000],
      pickup: [0, 3000],
      post: [300, null],
    });
  });

  it('places the order with free delivery, its total the goods alone', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.paint, quantity: 5 }]);
    const response = await v.post(ORDER_URL, orderForm(await seenBasket(v)));
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = (response.json() as PlacedAnswer).result;
    const [order] = await s.db.query<{ delivery_price: number; total: number }>(
      'SELECT delivery_price, total FROM orders WHERE id = $1',
      [orderId],
    );
    expect(order).toEqual({ delivery_price: 0, total: 5000 });
  });
});
