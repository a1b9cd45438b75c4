import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { insertShopFixtures, type ShopFixtures } from '../../testing/shopFixtures';
import { invalidatePageCache } from '../page';
import { countRows, shopForSuite, visitor, type Visitor } from '../../testing/shopVisitor';

let db: Db;
let app: FastifyInstance;
let f: ShopFixtures;

shopForSuite(async (shop) => {
  ({ db, app } = shop);
  f = await insertShopFixtures(db);
});

interface Card {
  id: number;
  price: number;
  old_price: number | null;
  url: string;
}

async function page<Data = Record<string, unknown>>(url: string, as?: Visitor) {
  const cookie = as ? [...as.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  const response = await app.inject({
    url,
    headers: { 'x-source': 'nuxt', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json() as {
    type: string;
    content: string;
    seo: { title: string; meta: { name: string; content: string }[] };
    variables: Record<string, number>;
    data: Data;
  };
}

const status = async (url: string) =>
  (await app.inject({ url, headers: { 'x-source': 'nuxt' } })).statusCode;

describe('home', () => {
  it('has the mainPage menu blocks, new items, discounts and the latest reviews', async () => {
    const home = await page<{
      menu: { link: string; title: string }[];
      newProducts: Card[];
      discountedProducts: Card[];
      reviews: { rating: number; createdAt: string }[];
    }>('/');
    expect(home.type).toBe('home');
    expect(home.data.menu.map((item) => item.title)).toContain('Картины по номерам');
    expect(home.data.newProducts).toHaveLength(8);
    expect(home.data.discountedProducts).toHaveLength(8);
    expect(
      home.data.discountedProducts.every(
        (card) => card.old_price !== null && card.old_price > card.price,
      ),
    ).toBe(true);
    expect(home.data.reviews).toHaveLength(6);
    const dates = home.data.reviews.map((review) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('/new/ and /discounts/', () => {
  it('pages new items by 24, newest first', async () => {
    const list = await page<{
      list: string;
      products: Card[];
      pagination: { total: number; pageCount: number };
    }>('/new/');
    expect(list.type).toBe('new');
    expect(list.data.list).toBe('new');
    expect(list.data.products).toHaveLength(24);
    const [{ count }] = (await db.query<{ count: number }>(
      'SELECT count(*) AS count FROM products WHERE is_new AND active',
    )) as [{ count: number }];
    expect(list.data.pagination.total).toBe(count);
    expect(await status(`/new/page/${list.data.pagination.pageCount + 1}/`)).toBe(404);
  });

  it('narrows a list to a section and its subsections; an unknown section is 404', async () => {
    const list = await page<{ sectionCode: string; sectionName: string; products: Card[] }>(
      '/discounts/shop-test-root/',
    );
    expect(list.type).toBe('discounts');
    expect(list.data).toMatchObject({
      sectionCode: 'shop-test-root',
      sectionName: 'Тестовая вышивка',
    });
    expect(list.data.products).toEqual([]);
    await db.query(
      'INSERT INTO product_sections (product_id, section_id) SELECT $1, id FROM sections WHERE code = $2',
      [f.paint, 'shop-test-landscapes'],
    );
    // Written behind the catalogue's back: drop the cached page as a staff save would.
    await invalidatePageCache(app);
    const again = await page<{ products: Card[] }>('/discounts/shop-test-root/');
    expect(again.data.products.map((card) => [card.id, card.price, card.old_price])).toEqual([
      [f.paint, 1000, 1200],
    ]);
    expect(await status('/discounts/no-such-section/')).toBe(404);
  });

  it('issue 9 point 17: the titles of /new/ and /discounts/ count and price what they list', async () => {
    const [moscow] = await db.query<{ count: number; min: number; max: number }>(
      `SELECT count(*) AS count, min(pr.price) AS min, max(pr.price) AS max
         FROM products p
         LEFT JOIN prices pr ON pr.product_id = p.id
          AND pr.price_type_id = (SELECT price_type_id FROM locations WHERE id = 0)
        WHERE p.is_new AND p.active`,
    );
    const fresh = await page<{ pagination: { total: number } }>('/new/');
    expect(fresh.data.pagination.total).toBe(moscow?.count);
    expect(fresh.variables).toEqual({
      GOODS_COUNT: moscow?.count,
      GOODS_MIN_PRICE: moscow?.min,
      GOODS_MAX_PRICE: moscow?.max,
    });
    expect(fresh.seo.title).toBe(`Новинки — товаров: ${moscow?.count}`);

    const discounts = await page<{ pagination: { total: number } }>('/discounts/');
    expect(discounts.variables.GOODS_COUNT).toBe(discounts.data.pagination.total);
    expect(discounts.seo.title).toBe(
      `Скидки до 40 % — товаров со скидкой: ${discounts.data.pagination.total}`,
    );
    const description = discounts.seo.meta.find((meta) => meta.name === 'description')?.content;
    expect(description).toBe(
      `Товары для творчества со скидкой: от ${discounts.variables.GOODS_MIN_PRICE} до ${discounts.variables.GOODS_MAX_PRICE} ₽.`,
    );
  });

  it('R-LOC-3: discounts are those of the city’s price list', async () => {
    const v = visitor(app);
    await v.post('/api/location/setLocationId', { locationId: f.cityId });
    // Тестоград's list holds no old prices: nothing is discounted there.
    const list = await page<{ products: Card[] }>('/discounts/', v);
    expect(list.data.products).toEqual([]);
  });
});

describe('content pages', () => {
  it('promotions: the CMS texts with the biggest discounts', async () => {
    const promotions = await page<{ discounted: Card[] }>('/promotions/');
    expect(promotions.type).toBe('promotions');
    expect(promotions.content).toContain('HOBBY10');
    expect(promotions.data.discounted).toHaveLength(12);
    const share = (card: Card) =>
      ((card.old_price as number) - card.price) / (card.old_price as number);
    const shares = promotions.data.discounted.map(share);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
  });

  it('issue 9 point 17: the photo page’s “от … ₽” is the lowest price of the photo products', async () => {
    const [photo] = await db.query<{ min: number }>(
      `SELECT min(pr.price) AS min
         FROM products p
         JOIN prices pr ON pr.product_id = p.id
          AND pr.price_type_id = (SELECT price_type_id FROM locations WHERE id = 0)
        WHERE p.kind = 'photo_custom' AND p.active`,
    );
    expect(photo?.min).toBeGreaterThan(0);
    const order = await page('/almaznaya-vyshivka-na-zakaz-po-fotografii/');
    expect(order.type).toBe('photo');
    expect(order.content).toContain('Превратим вашу фотографию');
    expect(order.seo.title).toBe(`Алмазная мозаика по фото на заказ — от ${photo?.min} ₽`);
  });

  it('gift certificates: nominal values with the product ids to put in the basket', async () => {
    const certificates = await page<{
      certificates: { productId: number; nominal: number; price: number; available: boolean }[];
    }>('/shop/podarochnye-sertifikaty/');
    expect(certificates.type).toBe('giftCertificates');
    expect(certificates.data.certificates.map((c) => [c.nominal, c.price, c.available])).toEqual([
      [1000, 1000, true],
      [2000, 2000, true],
      [3000, 3000, true],
      [5000, 5000, true],
    ]);
    const v = visitor(app);
    const first = certificates.data.certificates[0];
    const basket = await v.post('/api/catalog/basket/add', {
      productId: first?.productId,
      quantity: 1,
    });
    expect(basket.statusCode).toBe(200);
  });

  it('all reviews: published ones, 20 a page, with the count and the mean rating', async () => {
    const reviews = await page<{
      items: unknown[];
      count: number;
      average: number;
      pagination: { pageSize: number; pageCount: number };
    }>('/all-reviews/');
    expect(reviews.type).toBe('reviews');
    const [expected] = await db.query<{ count: number; average: number }>(
      'SELECT count(*) AS count, round(avg(rating), 1) AS average FROM reviews WHERE is_published',
    );
    expect(reviews.data).toMatchObject({ count: expected?.count, average: expected?.average });
    expect(reviews.data.items).toHaveLength(20);
    expect(await status(`/all-reviews/page/${reviews.data.pagination.pageCount + 1}/`)).toBe(404);
  });

  it('club: lists of club and blog posts, a post with its text; unknown codes are 404', async () => {
    const club = await page<{ kind: string; posts: { url: string; title: string }[] }>('/club/');
    expect(club.type).toBe('club');
    expect(club.data.kind).toBe('club');
    expect(club.data.posts.length).toBeGreaterThan(0);
    const blog = await page<{ kind: string; posts: { url: string }[] }>('/club/blog/');
    expect(blog.data.kind).toBe('blog');
    expect(blog.data.posts.every((post) => post.url.startsWith('/club/blog/'))).toBe(true);

    const postUrl = club.data.posts[0]?.url as string;
    const post = await page<{ post: { title: string; url: string } }>(postUrl);
    expect(post.data.post.url).toBe(postUrl);
    expect(post.seo.title).toBe(post.data.post.title);
    expect(post.content.length).toBeGreaterThan(0);
    expect(await status('/club/no-such-post/')).toBe(404);
    expect(await status('/club/blog/no-such-post/')).toBe(404);
  });

  it('contacts: the CMS texts with the phone of the visitor’s city', async () => {
    const moscow = await page<{ city: string; phone: { value: string } }>('/kontakty/');
    expect(moscow.type).toBe('contacts');
    expect(moscow.data).toEqual({
      city: 'Москва',
      phone: { value: '+7 (495) 123-45-67', normalized: '+74951234567' },
    });
    const v = visitor(app);
    await v.post('/api/location/setLocationId', { locationId: f.cityId });
    const there = await page<{ city: string; phone: unknown }>('/kontakty/', v);
    expect(there.data).toEqual({ city: 'Тестоград', phone: f.cityPhone });
  });
});

describe('shipping', () => {
  interface Shipping {
    location: { code: string; name: string };
    zone: string;
    options: { kind: string; price: number; minDays: number; maxDays: number }[];
  }

  it('issue 9 point 17: shipping gives the city’s name as it reads after “в”', async () => {
    const after = async (code: string) =>
      (
        (await visitor(app).get(`/api/shipping/options?locationCode=${code}`)).json() as {
          result: { location: { name: string; nameAccusative: string } };
        }
      ).result.location;
    expect(await after('moskva')).toMatchObject({ name: 'Москва', nameAccusative: 'Москву' });
    expect(await after('samara')).toMatchObject({ name: 'Самара', nameAccusative: 'Самару' });
    expect(await after('kazan')).toMatchObject({ name: 'Казань', nameAccusative: 'Казань' });
    expect(await after('shop-test-city')).toMatchObject({ nameAccusative: 'Тестоград' });
  });

  it('/shipping/{locationCode}/ prices courier, pickup point and post by the city’s zone', async () => {
    const spb = await page<{ locationCode: string; shipping: Shipping }>(
      '/shipping/sankt-peterburg/',
    );
    expect(spb.type).toBe('shipping');
    expect(spb.data.shipping.zone).toBe('Москва и Санкт-Петербург');
    expect(spb.data.shipping.options.map((option) => [option.kind, option.price])).toEqual([
      ['courier', 350],
      ['pickup', 199],
      ['post', 300],
    ]);
    const [farEast] = await db.query<{ code: string }>(
      `SELECT code FROM locations WHERE kladr LIKE '25%' LIMIT 1`,
    );
    const far = await page<{ shipping: Shipping }>(`/shipping/${farEast?.code}/`);
    expect(far.data.shipping.zone).toBe('Дальний Восток');
    expect(far.data.shipping.options[0]?.price).toBeGreaterThan(350);
    expect(await status('/shipping/no-such-city/')).toBe(404);
  });

  it('/shipping/ and GET /api/shipping/options answer the visitor’s city', async () => {
    const v = visitor(app);
    await v.post('/api/location/setLocationId', { locationId: f.cityId });
    const own = await page<{ locationCode: null; shipping: Shipping }>('/shipping/', v);
    expect(own.data.locationCode).toBeNull();
    expect(own.data.shipping.location.name).toBe('Тестоград');
    const api = await v.get('/api/shipping/options');
    expect(api.json().result.location.name).toBe('Тестоград');
    expect(
      (await v.get('/api/shipping/options?locationCode=moskva')).json().result.location.name,
    ).toBe('Москва');
    const unknown = await v.get('/api/shipping/options?locationCode=nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Город не найден');
  });
});

describe('POST /api/forms/corporate', () => {
  it('stores a corporate gift request', async () => {
    const response = await visitor(app).post('/api/forms/corporate', {
      name: ' ООО Ромашка ',
      phone: '+7 (900) 123-45-67',
      email: 'Office@Romashka.ru',
      text: '50 наборов к Новому году',
      consent: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.message).toBe(
      'Спасибо! Мы свяжемся с вами в течение рабочего дня.',
    );
    const rows = await db.query(
      'SELECT name, phone, email, text FROM corporate_requests WHERE id = $1',
      [response.json().result.id],
    );
    expect(rows).toEqual([
      {
        name: 'ООО Ромашка',
        phone: '+7 (900) 123-45-67',
        email: 'office@romashka.ru',
        text: '50 наборов к Новому году',
      },
    ]);
  });

  it('refuses a request without a name, without a phone and e-mail, or without the CSRF header', async () => {
    const before = await countRows(db, 'corporate_requests');
    const noName = await visitor(app).post('/api/forms/corporate', {
      phone: '+7 900 123 45 67',
      consent: true,
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toBe('Не заполнено поле «Имя»');
    const noContact = await visitor(app).post('/api/forms/corporate', {
      name: 'Иван',
      consent: true,
    });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().error.message).toBe('Укажите телефон или электронную почту');
    const badEmail = await visitor(app).post('/api/forms/corporate', {
      name: 'Иван',
      email: 'нет',
      consent: true,
    });
    expect(badEmail.statusCode).toBe(400);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/forms/corporate',
      payload: { name: 'Иван', phone: '+7 900 123 45 67', consent: true },
    });
    expect(forged.statusCode).toBe(403);
    expect(await countRows(db, 'corporate_requests')).toBe(before);
  });
});
