import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertTestOrder,
  shopWithMailSuite,
  signedUp,
  suiteShopper,
  TEST_CITY_ID,
  visitor,
} from '../testing';

const s = shopWithMailSuite();
const buyer = suiteShopper(s, 'purchases-buyer@example.ru');
const orders: Record<string, number> = {};

beforeAll(async () => {
  orders.old = await insertTestOrder(s.db, {
    userId: buyer.id,
    createdAt: '2030-01-10T10:00:00Z',
    lines: [
      { productId: s.f.beads, quantity: 2, price: 250.5 },
      { productId: s.f.hidden, quantity: 1, price: 700 },
    ],
  });
  orders.recent = await insertTestOrder(s.db, {
    userId: buyer.id,
    createdAt: '2030-02-10T10:00:00Z',
    lines: [{ productId: s.f.beads, quantity: 1, price: 250.5 }],
  });
  orders.cancelled = await insertTestOrder(s.db, {
    userId: buyer.id,
    status: 'cancelled',
    createdAt: '2030-03-10T10:00:00Z',
    lines: [{ productId: s.f.paint, quantity: 1, price: 1000 }],
  });
  await s.db.query(
    `INSERT INTO reviews (product_id, user_id, author_name, rating, text) VALUES ($1, $2, 'Анна', 5, 'Хороший бисер')`,
    [s.f.beads, buyer.id],
  );
});

interface Purchase {
  productId: number;
  price: number | null;
  available: boolean;
  lastOrderId: number;
  quantity: number;
  reviewId: number | null;
}

describe('my purchases', () => {
  it('lists the products bought, last bought first, with the price now and the shopper’s review', async () => {
    const response = await buyer.get('/api/personal/purchases');
    expect(response.statusCode).toBe(200);
    const page = response.json().result;
    expect(page).toMatchObject({ page: 1, pages: 1, total: 2 });
    const [review] = await s.db.query<{ id: number }>(`SELECT id FROM reviews WHERE user_id = $1`, [
      buyer.id,
    ]);
    expect(page.items).toEqual([
      {
        productId: s.f.beads,
        name: 'Бисер Радуга',
        url: '/product/shop-test-landscapes/shop-test-beads/',
        image: null,
        price: 250.5,
        available: true,
        lastOrderId: orders.recent,
        lastBoughtAt: '2030-02-10T10:00:00.000Z',
        quantity: 3,
        reviewId: review?.id,
      },
      // taken off sale: still listed, not to be bought again
      expect.objectContaining({
        productId: s.f.hidden,
        price: null,
        available: false,
        lastOrderId: orders.old,
        quantity: 1,
        reviewId: null,
      }),
    ]);
    // the cancelled order's product was never bought
    expect(page.items.map((p: Purchase) => p.productId)).not.toContain(s.f.paint);
  });

  it('prices the products for the visitor’s city', async () => {
    await buyer.post('/api/location/setLocationId', { locationId: TEST_CITY_ID });
    const items: Purchase[] = (await buyer.get('/api/personal/purchases')).json().result.items;
    expect(items.find((p) => p.productId === s.f.beads)?.price).toBe(300);
    await buyer.post('/api/location/setLocationId', { locationId: 0 });
  });

  it('is empty for a shopper who bought nothing, and needs signing in', async () => {
    const fresh = await signedUp(s.app, 'purchases-none@example.ru');
    expect((await fresh.get('/api/personal/purchases')).json().result).toEqual({
      items: [],
      page: 1,
      pages: 0,
      total: 0,
    });
    expect((await visitor(s.app).get('/api/personal/purchases')).statusCode).toBe(401);
  });
});
