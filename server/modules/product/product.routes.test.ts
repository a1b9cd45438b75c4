import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { insertShopFixtures, type ShopFixtures } from '../../testing/shopFixtures';
import { signedUp, shopForSuite, visitor, type Visitor } from '../../testing/shopVisitor';

let db: Db;
let app: FastifyInstance;
let f: ShopFixtures;

shopForSuite(async (shop) => {
  ({ db, app } = shop);
  f = await insertShopFixtures(db);
  // As every catalogue writer does after its transaction (docs/catalog.md "Writers"), so the
  // catalogue index holds the fixtures' sections and products.
  await app.catalogIndex.rebuild();
});

const PAINT_URL = '/product/shop-test-landscapes/shop-test-paint/';

/** Page JSON as the SPA asks for it (X-Source: nuxt), with the visitor's cookies. */
function pageJson(url: string, as?: Visitor) {
  const cookie = as ? [...as.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  return app.inject({ url, headers: { 'x-source': 'nuxt', ...(cookie ? { cookie } : {}) } });
}

interface ProductPage {
  type: string;
  seo: { title: string; h1: string; canonical: string; meta: { name: string; content: string }[] };
  breadcrumbs: { title: string; link: string }[];
  data: {
    product: Record<string, unknown> & {
      price: number | null;
      properties: { name: string; value: string }[];
    };
    reviews: {
      items: { author: string; rating: number; text: string }[];
      average: number;
      count: number;
    };
    related: { id: number; price: number }[];
  };
}

describe('product page', () => {
  it('answers the product, its section chain and SEO texts', async () => {
    const response = await pageJson(PAINT_URL);
    expect(response.statusCode).toBe(200);
    const page = response.json() as ProductPage;
    expect(page.type).toBe('product');
    expect(page.data.product).toMatchObject({
      id: f.paint,
      code: 'shop-test-paint',
      name: 'Картина Озеро',
      url: PAINT_URL,
      kind: 'regular',
      images: [`/images/products/${f.paint}/1.svg`, `/images/products/${f.paint}/2.svg`],
      price: 1000,
      oldPrice: 1200,
      available: true,
      stock: 5,
      brand: 'Тестбренд',
      sku: 'shop-test-paint',
      isNew: true,
      sectionCode: 'shop-test-landscapes',
      sectionChain: [
        { title: 'Тестовая вышивка', link: '/shop/shop-test-root/' },
        { title: 'Пейзажи', link: '/shop/shop-test-landscapes/' },
      ],
    });
    expect(page.seo.h1).toBe('Картина Озеро');
    expect(page.seo.title).toBe('Картина Озеро — купить за 1 000 ₽');
    expect(page.seo.canonical).toBe(PAINT_URL);
    expect(page.seo.meta[0]?.content).toContain('Картина Озеро от Тестбренд по цене 1 000 ₽');
    expect(page.breadcrumbs.map((crumb) => crumb.title)).toEqual([
      'Главная',
      'Каталог',
      'Тестовая вышивка',
      'Пейзажи',
      'Картина Озеро',
    ]);
  });

  it('R-LOC-3: the price follows the visitor’s city', async () => {
    const v = visitor(app);
    await v.post('/api/location/setLocationId', { locationId: f.cityId });
    const page = (await pageJson(PAINT_URL, v)).json() as ProductPage;
    expect(page.data.product.price).toBe(1100);
    expect(page.data.product.oldPrice).toBeNull();
    expect(page.data.related.find((card) => card.id === f.beads)?.price).toBe(300);
  });

  it('lists related cards of the same section, active ones only, without the product itself', async () => {
    const page = (await pageJson(PAINT_URL)).json() as ProductPage;
    const ids = page.data.related.map((card) => card.id);
    expect(ids.sort()).toEqual([f.beads, f.soldOut].sort());
  });

  it('shows the named properties of a demo product', async () => {
    const [row] = await db.query<{ url: string }>(
      `SELECT '/product/' || s.code || '/' || p.code || '/' AS url
         FROM products p JOIN sections s ON s.id = p.section_id
        WHERE p.active AND p.kind = 'regular' AND cardinality(p.value_ids) > 2 ORDER BY p.id LIMIT 1`,
    );
    const page = (await pageJson(row?.url as string)).json() as ProductPage;
    const names = page.data.product.properties.map((property) => property.name);
    expect(names).toContain('Артикул');
    expect(page.data.product.properties.every((property) => property.value !== '')).toBe(true);
  });

  it('issue 9 point 17: Артикул (sku) is the product code of the catalogue, not the url slug, in the basket too', async () => {
    const [row] = await db.query<{ id: number; url: string; code: string }>(
      `SELECT p.id, '/product/' || s.code || '/' || p.code || '/' AS url, p.code
         FROM products p JOIN sections s ON s.id = p.section_id JOIN product_stock st ON st.product_id = p.id
        WHERE p.active AND p.kind = 'regular' AND st.stock > 0 ORDER BY p.id LIMIT 1`,
    );
    const page = (await pageJson(row?.url as string)).json() as ProductPage;
    const article = page.data.product.properties.find((property) => property.name === 'Артикул');
    expect(article?.value).toMatch(/^HH-\d{6}$/);
    expect(page.data.product.sku).toBe(article?.value);
    expect(page.data.product.sku).not.toBe(row?.code);

    const shopper = visitor(app);
    expect(
      (await shopper.post('/api/catalog/basket/add', { productId: row?.id, quantity: 1 }))
        .statusCode,
    ).toBe(200);
    const basket = (await shopper.get('/api/catalog/basket/info')).json() as {
      result: { items: { sku: string }[] };
    };
    expect(basket.result.items.map((item) => item.sku)).toEqual([article?.value]);
  });

  it('answers 404 for an unknown product, an inactive one and a wrong section code', async () => {
    for (const url of [
      '/product/shop-test-landscapes/no-such-product/',
      '/product/shop-test-landscapes/shop-test-hidden/',
      '/product/shop-test-root/shop-test-paint/',
      `${PAINT_URL}page/2/`,
    ]) {
      const response = await pageJson(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe('Это несуществующая страница №404');
    }
  });
});

describe('POST /api/reviews', () => {
  it('answers 401 to a guest and stores nothing', async () => {
    const response = await visitor(app).post('/api/reviews', {
      productId: f.paint,
      rating: 5,
      text: 'Гость',
      consent: true,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Необходимо авторизоваться');
    expect(await db.query(`SELECT 1 FROM reviews WHERE text = 'Гость'`)).toEqual([]);
  });

  it('stores a signed-in user’s review, published under the user’s name, shown on the product page', async () => {
    const v = await signedUp(app, 'reviewer@example.ru');
    const response = await v.post('/api/reviews', {
      productId: f.paint,
      rating: 4,
      text: '  Красивые цвета  ',
      consent: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      author: 'Анна',
      rating: 4,
      text: 'Красивые цвета',
      product: { id: f.paint, name: 'Картина Озеро', url: PAINT_URL },
    });
    const [row] = await db.query<{ is_published: boolean; author_name: string }>(
      `SELECT is_published, author_name FROM reviews WHERE product_id = $1`,
      [f.paint],
    );
    expect(row).toEqual({ is_published: true, author_name: 'Анна' });

    const page = (await pageJson(PAINT_URL)).json() as ProductPage;
    expect(page.data.reviews).toMatchObject({ average: 4, count: 1 });
    expect(page.data.reviews.items[0]).toMatchObject({
      author: 'Анна',
      rating: 4,
      text: 'Красивые цвета',
    });

    const again = await v.post('/api/reviews', {
      productId: f.paint,
      rating: 5,
      text: 'Ещё раз',
      consent: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Вы уже оставили отзыв об этом товаре');
  });

  it('answers 400 for a rating outside 1..5 or an empty text, 404 for an unknown product', async () => {
    const v = await signedUp(app, 'strict-reviewer@example.ru');
    const high = await v.post('/api/reviews', {
      productId: f.beads,
      rating: 6,
      text: 'Отлично',
      consent: true,
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().error.message).toBe('Поле «Оценка» должно быть не больше 5');
    const low = await v.post('/api/reviews', {
      productId: f.beads,
      rating: 0,
      text: 'Плохо',
      consent: true,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.message).toBe('Поле «Оценка» должно быть не меньше 1');
    const blank = await v.post('/api/reviews', {
      productId: f.beads,
      rating: 3,
      text: '   ',
      consent: true,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Не заполнено поле «Текст отзыва»');
    const unknown = await v.post('/api/reviews', {
      productId: f.hidden,
      rating: 3,
      text: 'Нет товара',
      consent: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Товар не найден');
    expect(
      await db.query('SELECT 1 FROM reviews WHERE product_id IN ($1, $2)', [f.beads, f.hidden]),
    ).toEqual([]);
  });

  it('issue 26 point 8: a review of an account with a full name shows the first name and the surname’s initial', async () => {
    const v = visitor(app);
    const registered = await v.post('/api/user/register', {
      name: 'Борис Андреевич Смирнов',
      email: 'full-name-reviewer@example.ru',
      password: 'секретный-пароль',
      consent: true,
    });
    expect(registered.statusCode).toBe(200);
    const response = await v.post('/api/reviews', {
      productId: f.beads,
      rating: 5,
      text: 'Ровные',
      consent: true,
    });
    expect(response.json().result.author).toBe('Борис С.');
    const page = (await pageJson('/product/shop-test-landscapes/shop-test-beads/')).json();
    expect((page as ProductPage).data.reviews.items.map((item) => item.author)).toEqual([
      'Борис С.',
    ]);
  });
});
