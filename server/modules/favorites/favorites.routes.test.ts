import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { insertShopFixtures, type ShopFixtures } from '../../testing/shopFixtures';
import { countStatuses, fireAtOnce } from '../../testing/parallel';
import { countRows, signedUp, shopForSuite, visitor } from '../../testing/shopVisitor';

let db: Db;
let app: FastifyInstance;
let f: ShopFixtures;

shopForSuite(async (shop) => {
  ({ db, app } = shop);
  f = await insertShopFixtures(db);
});

const FAV = '/api/favorites';
const UNKNOWN_ID = 2_000_000_001;

async function favoriteTables() {
  return {
    guests: await countRows(db, 'session_favorites'),
    users: await countRows(db, 'favorites'),
    sessions: await countRows(db, 'sessions'),
  };
}

describe('favorites calls', () => {
  it('R-FAV-6: get, add, set and remove each answer the list', async () => {
    const v = visitor(app);
    expect((await v.get(`${FAV}/get`)).json()).toEqual({ result: [] });
    expect((await v.post(`${FAV}/add`, { id: f.paint })).json()).toEqual({ result: [f.paint] });
    expect((await v.post(`${FAV}/add`, { id: f.paint })).json()).toEqual({ result: [f.paint] });
    const set = await v.post(`${FAV}/set`, { ids: [f.beads, f.paint, f.beads] });
    expect(set.statusCode).toBe(200);
    expect([...(set.json() as { result: number[] }).result].sort()).toEqual(
      [f.paint, f.beads].sort(),
    );
    expect((await v.post(`${FAV}/remove`, { id: f.paint })).json()).toEqual({ result: [f.beads] });
    expect((await v.get(`${FAV}/get`)).json()).toEqual({ result: [f.beads] });
    expect((await v.post(`${FAV}/set`, { ids: [] })).json()).toEqual({ result: [] });
  });

  it('R-FAV-6: a guest’s favorites live with the session, a user’s in favorites', async () => {
    const guest = visitor(app);
    await guest.post(`${FAV}/add`, { id: f.paint });
    const [row] = await db.query<{ product_id: number }>(
      `SELECT product_id FROM session_favorites WHERE session_id = $1`,
      [guest.cookies.get('sid')],
    );
    expect(row?.product_id).toBe(f.paint);
    expect((await visitor(app).get(`${FAV}/get`)).json()).toEqual({ result: [] });

    // spec §4: after sign-in the client pushes the union of its list and the server's with `set`.
    await signedUp(app, 'favorites-user@example.ru', guest);
    expect((await guest.get(`${FAV}/get`)).json()).toEqual({ result: [] });
    await guest.post(`${FAV}/set`, { ids: [f.paint, f.beads] });
    const stored = await db.query<{ product_id: number }>(
      `SELECT f.product_id FROM favorites f JOIN users u ON u.id = f.user_id
        WHERE u.email = 'favorites-user@example.ru' ORDER BY f.product_id`,
    );
    expect(stored.map((r) => r.product_id)).toEqual([f.paint, f.beads].sort((a, b) => a - b));
  });

  it('R-FAV-6: removing an id that names no product is harmless (the client may hold a deleted one)', async () => {
    const v = visitor(app);
    await v.post(`${FAV}/add`, { id: f.paint });
    const response = await v.post(`${FAV}/remove`, { id: UNKNOWN_ID });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: [f.paint] });
  });
});

describe('favorites validation', () => {
  it('R-FAV-4: ids 0, negative, non-integer or not numbers answer 400 and nothing is written', async () => {
    const before = await favoriteTables();
    const bad: Array<[string, unknown]> = [
      ['add', { id: 0 }],
      ['add', { id: -3 }],
      ['add', { id: 1.5 }],
      ['add', { id: 'пять' }],
      ['add', { id: null }],
      ['add', { id: true }],
      ['add', { id: '5' }],
      ['set', { ids: [true] }],
      ['add', {}],
      ['remove', { id: 0 }],
      ['set', { ids: [f.paint, 0] }],
      ['set', { ids: [f.paint, 2.5] }],
      ['set', { ids: 'всё' }],
    ];
    for (const [call, body] of bad) {
      const response = await visitor(app).post(`${FAV}/${call}`, body);
      expect(response.statusCode, `${call} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    expect(await favoriteTables()).toEqual(before);
  });

  it('R-FAV-4: the 400 message names the field', async () => {
    const response = await visitor(app).post(`${FAV}/add`, { id: 0 });
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message: 'Поле «Товар» должно быть не меньше 1' },
    });
  });

  it('R-FAV-4: unknown product ids answer 400 naming them, and nothing is written', async () => {
    const v = visitor(app);
    await v.post(`${FAV}/add`, { id: f.beads });
    const before = await favoriteTables();

    const one = await v.post(`${FAV}/add`, { id: UNKNOWN_ID });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({
      error: { code: 'UNKNOWN_PRODUCT', message: `Товар с id ${UNKNOWN_ID} не найден` },
    });

    const many = await v.post(`${FAV}/set`, { ids: [f.paint, UNKNOWN_ID, UNKNOWN_ID + 1] });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe(
      `Товары с id ${UNKNOWN_ID}, ${UNKNOWN_ID + 1} не найдены`,
    );

    expect(await favoriteTables()).toEqual(before);
    expect((await v.get(`${FAV}/get`)).json()).toEqual({ result: [f.beads] });
  });
});

describe('favorite product cards', () => {
  it('R-FAV-6: cards come in the order of the ids, skipping unknown and inactive products, priced for the city', async () => {
    const v = visitor(app);
    const ids = [f.beads, UNKNOWN_ID, f.hidden, f.paint];
    const response = await v.post(`${FAV}/products`, { ids });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([
      {
        id: f.beads,
        code: 'shop-test-beads',
        name: 'Бисер Радуга',
        url: '/product/shop-test-landscapes/shop-test-beads/',
        image: null,
        price: 250.5,
        old_price: null,
        isNew: false,
        brand: null,
        available: true,
      },
      {
        id: f.paint,
        code: 'shop-test-paint',
        name: 'Картина Озеро',
        url: '/product/shop-test-landscapes/shop-test-paint/',
        image: `/images/products/${f.paint}/1.svg`,
        price: 1000,
        old_price: 1200,
        isNew: true,
        brand: 'Тестбренд',
        available: true,
      },
    ]);

    await v.post('/api/location/setLocationId', { locationId: f.cityId });
    const inCity = (await v.post(`${FAV}/products`, { ids })).json() as {
      result: Array<{ price: number }>;
    };
    expect(inCity.result.map((card) => card.price)).toEqual([300, 1100]);
  });
});

describe('favorites changed at once (issue 9 point 1)', () => {
  async function demoProductIds(count: number): Promise<number[]> {
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE active ORDER BY id LIMIT $1`,
      [count],
    );
    return rows.map((row) => row.id);
  }
  const ids = (response: { json: () => unknown }) =>
    (response.json() as { result: number[] }).result;

  it('issue 9 point 1: 30 lists set at once leave exactly one of them, not a mix, for a guest and for a user', async () => {
    const products = await demoProductIds(30);
    const guest = visitor(app);
    await guest.post(`${FAV}/add`, { id: f.paint });
    const user = await signedUp(app, 'favorites-parallel@example.ru');
    for (const v of [guest, user]) {
      const answers = await fireAtOnce(30, (i) => v.post(`${FAV}/set`, { ids: [products[i]] }));
      expect(countStatuses(answers)).toEqual({ 200: 30 });
      const stored = ids(await v.get(`${FAV}/get`));
      expect(stored).toHaveLength(1);
      expect(products).toContain(stored[0]);
    }
  });

  it('issue 9 point 1: 30 favorites added at once are all kept, and one added 30 times is kept once', async () => {
    const products = await demoProductIds(30);
    const v = visitor(app);
    await v.post(`${FAV}/add`, { id: f.paint });
    expect(
      countStatuses(await fireAtOnce(30, (i) => v.post(`${FAV}/add`, { id: products[i] }))),
    ).toEqual({ 200: 30 });
    expect(
      countStatuses(await fireAtOnce(30, () => v.post(`${FAV}/add`, { id: f.beads }))),
    ).toEqual({ 200: 30 });
    expect([...ids(await v.get(`${FAV}/get`))].sort((a, b) => a - b)).toEqual(
      [...products, f.paint, f.beads].sort((a, b) => a - b),
    );
  });
});
