import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { insertShopFixtures, type ShopFixtures } from '../../testing/shopFixtures';
import { countRows, shopForSuite, visitor } from '../../testing/shopVisitor';

let db: Db;
let app: FastifyInstance;
let f: ShopFixtures;

shopForSuite(async (shop) => {
  ({ db, app } = shop);
  f = await insertShopFixtures(db);
});

const MOSCOW = { id: 0, name: 'Москва', kladr: '7700000000000', pathString: 'Россия, Москва' };
const MOSCOW_PHONE = { value: '+7 (495) 123-45-67', normalized: '+74951234567' };
const TEST_CITY = {
  id: 990_101,
  name: 'Тестоград',
  kladr: '9900000000000',
  pathString: 'Россия, Тестоград',
};

interface City {
  id: number;
  name: string;
}

describe('current and default location', () => {
  it('R-LOC-2: without a choice the current city is Москва, id 0; getDefault says the same', async () => {
    const v = visitor(app);
    expect((await v.get('/api/location/getCurrent')).json()).toEqual({ result: MOSCOW });
    expect((await v.get('/api/location/getDefault')).json()).toEqual({ result: MOSCOW });
    expect((await v.get('/api/phone/getDefault')).json()).toEqual({ result: MOSCOW_PHONE });
  });

  it('R-LOC-1: setLocationId answers the city (id, name, kladr, pathString), keeps it on the session and sets the location cookie', async () => {
    const v = visitor(app);
    const response = await v.post('/api/location/setLocationId', { locationId: f.cityId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: TEST_CITY });
    const cookie = response.cookies.find((c) => c.name === 'location_id');
    expect(cookie).toMatchObject({ value: String(f.cityId), path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();

    const [session] = await db.query<{ location_id: number }>(
      `SELECT location_id FROM sessions WHERE id = $1`,
      [v.cookies.get('sid')],
    );
    expect(session?.location_id).toBe(f.cityId);
    expect((await v.get('/api/location/getCurrent')).json()).toEqual({ result: TEST_CITY });
  });

  it('R-LOC-1: the location cookie alone (an expired session) still gives the chosen city', async () => {
    const v = visitor(app);
    v.cookies.set('location_id', String(f.cityId));
    expect((await v.get('/api/location/getCurrent')).json()).toEqual({ result: TEST_CITY });
  });

  it('R-LOC-1: an unknown city id answers 404 and stores nothing', async () => {
    const sessions = await countRows(db, 'sessions');
    const v = visitor(app);
    const response = await v.post('/api/location/setLocationId', { locationId: 123_456_789 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Город не найден' } });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await countRows(db, 'sessions')).toBe(sessions);

    const negative = await v.post('/api/location/setLocationId', { locationId: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toBe('Поле «Город» должно быть не меньше 0');
  });

  it('R-LOC-3: changing the city changes the phone', async () => {
    const v = visitor(app);
    expect((await v.get('/api/phone/getByLocationId?locationId=0')).json()).toEqual({
      result: MOSCOW_PHONE,
    });
    expect((await v.get(`/api/phone/getByLocationId?locationId=${f.cityId}`)).json()).toEqual({
      result: f.cityPhone,
    });
    const missing = await v.get('/api/phone/getByLocationId?locationId=123456789');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Город не найден');
    expect((await v.get('/api/phone/getByLocationId?locationId=Москва')).statusCode).toBe(400);
  });
});

describe('city lists', () => {
  it('R-LOC-4: getDefaultList and getAdditionalCities split the cities and are cacheable', async () => {
    const v = visitor(app);
    const main = await v.get('/api/location/getDefaultList');
    const more = await v.get('/api/location/getAdditionalCities');
    for (const response of [main, more]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    }
    const mainCities = (main.json() as { result: City[] }).result;
    const moreCities = (more.json() as { result: City[] }).result;
    expect(mainCities[0]).toEqual(MOSCOW);
    expect(mainCities.map((c) => c.name)).toContain('Санкт-Петербург');
    expect(moreCities.map((c) => c.name)).toContain('Тестоград');
    expect(mainCities.filter((c) => moreCities.some((m) => m.id === c.id))).toEqual([]);
    const [all] = await db.query<{ count: number }>('SELECT count(*) AS count FROM locations');
    expect(mainCities.length + moreCities.length).toBe(all?.count);
  });

  it('R-LOC-4: search finds cities by the start of the name, any letter case, in Russian alphabetical order', async () => {
    const v = visitor(app);
    const names = async (q: string) =>
      (
        (await v.get(`/api/location/search?q=${encodeURIComponent(q)}`)).json() as {
          result: City[];
        }
      ).result.map((c) => c.name);
    expect(await names('тЕСТО')).toEqual(['Тестоград']);
    const found = await names('с');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((name) => name.startsWith('С'))).toBe(true);
    expect(found).toEqual([...found].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(await names('Ньюйорк')).toEqual([]);
    expect((await v.get('/api/location/search?q=')).statusCode).toBe(400);
  });
});

describe('one current city for every module', () => {
  /** Page JSON as a guest without a session (`cookie`: the location cookie alone, if any). */
  async function pageJson(url: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ url, headers: { 'x-source': 'nuxt', ...headers } });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json() as { data: Record<string, unknown>; variables: Record<string, number> };
  }
  /** Every price on a page, in order: card lists and a product's own price. */
  const pricesOf = (page: { data: Record<string, unknown> }) =>
    JSON.stringify(page.data).match(/"price":[\d.]+/g) ?? [];

  it('issue 9 point 4: a guest with only the location cookie gets that city’s prices in the page JSON', async () => {
    const cookieOnly = { cookie: `location_id=${f.cityId}` };
    const product = await pageJson('/product/shop-test-landscapes/shop-test-paint/', cookieOnly);
    expect((product.data.product as { price: number }).price).toBe(1100);

    // A city of the demo with its own price list, chosen once on a session and once by cookie alone.
    const [spb] = await db.query<{ id: number }>(
      `SELECT id FROM locations WHERE name = 'Санкт-Петербург'`,
    );
    const chooser = visitor(app);
    await chooser.post('/api/location/setLocationId', { locationId: spb?.id });
    const [sectionUrl] = await db.query<{ code: string }>(
      `SELECT code FROM sections WHERE depth = 1 AND code NOT LIKE 'shop-test%' ORDER BY id LIMIT 1`,
    );
    for (const url of [
      '/new/',
      '/discounts/',
      `/shop/${sectionUrl?.code}/`,
      '/search/?q=%D0%BD%D0%B0%D0%B1%D0%BE%D1%80',
    ]) {
      const chosen = await pageJson(url, { cookie: `sid=${chooser.cookies.get('sid')}` });
      const byCookie = await pageJson(url, { cookie: `location_id=${spb?.id}` });
      const moscow = await pageJson(url);
      expect(pricesOf(byCookie), url).toEqual(pricesOf(chosen));
      expect(byCookie.variables, url).toEqual(chosen.variables);
      expect(pricesOf(byCookie), url).not.toEqual(pricesOf(moscow));
    }
  });
});
