import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../lib/db';
import { createTestDb } from '../../testing';
import { SESSION_COOKIE } from '../session';
import type { PageRoute } from './registry';
import { invalidatePageCache } from './routes';

let db: Db;
let app: FastifyInstance;
let editorCookie: string;
let cityCookie: string;

const NUXT = { 'x-source': 'nuxt' };
const CITY_LOCATION_ID = 990_001;

/** Fixture rows beside the small demo, all named `page-test-*` so they cannot clash with it. */
async function insertFixtures(): Promise<void> {
  await db.query(
    `INSERT INTO pages (path, type, title, content, seo) VALUES
       ('/page-test-kontakty/', 'static', 'Контакты', '<p>Москва, ул. Тестовая, 1</p>',
        '{"title": "Контакты <магазина> & склад", "description": "Как нас найти: #GOODS_COUNT# товаров",
          "meta": [{"name": "keywords", "content": "от #GOODS_MIN_PRICE# до #GOODS_MAX_PRICE# #NO_SUCH#"}]}'),
       ('/page-test-cache/', 'static', 'Версия 1', '', '{}')`,
  );
  const [section] = await db.query<{ id: number }>(
    `INSERT INTO sections (code, name) VALUES ('page-test-section', 'Тестовый раздел') RETURNING id`,
  );
  const products = await db.query<{ id: number; code: string }>(
    `INSERT INTO products (code, name, section_id, active) VALUES
       ('page-test-cheap', 'Дешёвый набор', $1, true),
       ('page-test-dear', 'Дорогой набор', $1, true),
       ('page-test-hidden', 'Снятый набор', $1, false)
     RETURNING id, code`,
    [section?.id],
  );
  const id = (code: string) => products.find((product) => product.code === code)?.id;
  // A city with its own price type: the variables must come from that type (R-PAGE-6).
  const [priceType] = await db.query<{ id: number }>(
    `INSERT INTO price_types (code, name) VALUES ('page-test', 'Тестовые цены') RETURNING id`,
  );
  await db.query(
    `INSERT INTO locations (id, code, name, price_type_id, phone, phone_normalized)
     VALUES ($1, 'page-test-city', 'Тестоград', $2, '8 (800) 000-00-00', '+78000000000')`,
    [CITY_LOCATION_ID, priceType?.id],
  );
  await db.query(
    `INSERT INTO prices (product_id, price_type_id, price) VALUES ($1, $4, 11.5), ($2, $4, 3000.25), ($3, $4, 1)`,
    [id('page-test-cheap'), id('page-test-dear'), id('page-test-hidden'), priceType?.id],
  );
  const [editor] = await db.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash, is_editor) VALUES ('Редактор', 'page-test-editor@example.ru', 'x', true)
     RETURNING id`,
  );
  editorCookie = await insertSession('page-test-editor-session', editor?.id ?? null, null);
  cityCookie = await insertSession('page-test-city-session', null, CITY_LOCATION_ID);
}

async function insertSession(
  id: string,
  userId: number | null,
  locationId: number | null,
): Promise<string> {
  await db.query(
    `INSERT INTO sessions (id, user_id, location_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
    [id, userId, locationId],
  );
  return `${SESSION_COOKIE}=${id}`;
}

const get = (url: string, headers: InjectOptions['headers'] = {}) =>
  app.inject({ method: 'GET', url, headers });
const getJson = (url: string, headers: InjectOptions['headers'] = {}) =>
  get(url, { ...NUXT, ...headers });

beforeAll(async () => {
  db = await createTestDb();
  await insertFixtures();
  // A page whose resolver fails, for the 500 answers.
  const broken: PageRoute = {
    type: 'content',
    matches: (path) => path === '/page-test-broken/',
    resolve: async () => {
      throw new Error('resolver failed');
    },
  };
  app = await buildApp({
    db,
    config: { ...loadConfig({}), spaDir: null },
    pages: (shop) => [broken, ...shop],
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('page protocol: urls', () => {
  it('R-ROUTE-1: a path without a trailing slash answers 301 to the slashed form, query kept', async () => {
    for (const headers of [{}, NUXT]) {
      const response = await get('/page-test-kontakty?utm=1', headers);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/page-test-kontakty/?utm=1');
    }
  });

  it('R-ROUTE-2: /page/{n}/ and /page/{n}-{m}/ answer the base path with page n', async () => {
    // a demo section with more than 24 products: past its last page a section answers 404
    for (const url of ['/shop/almaznaya-vyshivka/page/2/', '/shop/almaznaya-vyshivka/page/2-24/']) {
      const response = await getJson(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({
        type: 'section',
        seo: { h1: 'Алмазная вышивка', canonical: '/shop/almaznaya-vyshivka/page/2/' },
      });
    }
  });

  it('R-ROUTE-2: page 0 and junk page numbers answer 404', async () => {
    for (const url of ['/shop/page-test-section/page/0/', '/shop/page-test-section/page/two/']) {
      expect((await getJson(url)).statusCode, url).toBe(404);
    }
  });

  it('R-ROUTE-3: a page-1 url answers 301 to the base url, for both kinds of request', async () => {
    for (const headers of [{}, NUXT]) {
      const response = await get('/shop/page-test-section/page/1/?sort=price', headers);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/shop/page-test-section/?sort=price');
    }
  });
});

describe('page protocol: page JSON', () => {
  it('R-PAGE-1: GET of the full path with X-Source: nuxt answers the page JSON', async () => {
    const response = await getJson('/page-test-kontakty/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/X-Source/i);
    expect(response.json().content).toBe('<p>Москва, ул. Тестовая, 1</p>');
  });

  it('R-PAGE-4: page JSON has type, js, content, css, panel, seo (meta, title, h1, canonical), breadcrumbs', async () => {
    const page = (await getJson('/page-test-kontakty/')).json();
    expect(page).toMatchObject({
      type: 'content',
      css: [],
      js: [],
      panel: '',
      seo: {
        title: expect.any(String),
        h1: 'Контакты',
        canonical: '/page-test-kontakty/',
        meta: expect.any(Array),
      },
      breadcrumbs: [
        { title: 'Главная', link: '/' },
        { title: 'Контакты', link: '/page-test-kontakty/' },
      ],
      data: null,
    });
  });

  it('R-PAGE-5: #NAME# tokens in title and meta are replaced; unknown names become empty', async () => {
    const page = (await getJson('/page-test-kontakty/')).json();
    const { GOODS_MIN_PRICE, GOODS_MAX_PRICE, GOODS_COUNT } = page.variables;
    expect(page.seo.title).toBe('Контакты <магазина> & склад');
    expect(page.seo.meta).toEqual([
      { name: 'description', content: `Как нас найти: ${GOODS_COUNT} товаров` },
      { name: 'keywords', content: `от ${GOODS_MIN_PRICE} до ${GOODS_MAX_PRICE} ` },
    ]);
  });

  it("R-PAGE-6: variables are the active catalogue's min and max price in the city's price type and its count", async () => {
    const [{ count } = { count: -1 }] = await db.query<{ count: number }>(
      'SELECT count(*) AS count FROM products WHERE active',
    );
    const page = (await getJson('/page-test-kontakty/', { cookie: cityCookie })).json();
    // The inactive product's price 1 is left out.
    expect(page.variables).toEqual({
      GOODS_MIN_PRICE: 11.5,
      GOODS_MAX_PRICE: 3000.25,
      GOODS_COUNT: count,
    });
    const moscow = (await getJson('/page-test-kontakty/')).json();
    expect(moscow.variables.GOODS_COUNT).toBe(count);
    expect(moscow.variables.GOODS_MAX_PRICE).not.toBe(3000.25);
  });

  it('SPA routes answer their page kind: favorites, personal cabinet children, checkout', async () => {
    const cases = [
      ['/favorites/', 'favorites', 'Избранное'],
      ['/personal/', 'personal', 'Личный кабинет'],
      ['/personal/orders/', 'personal', 'Мои заказы'],
      ['/personal/order/make/', 'checkout', 'Оформление заказа'],
      ['/product/page-test-section/page-test-cheap/', 'product', 'Дешёвый набор'],
    ];
    for (const [url, type, h1] of cases) {
      const response = await getJson(url ?? '');
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ type, seo: { h1 } });
    }
  });

  it("issue 15: an order's page in the cabinet is 'Заказ № {id}' under 'Мои заказы'", async () => {
    const response = await getJson('/personal/orders/1024/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'personal',
      seo: { h1: 'Заказ № 1024', title: 'Заказ № 1024' },
      breadcrumbs: [
        { title: 'Главная', link: '/' },
        { title: 'Личный кабинет', link: '/personal/' },
        { title: 'Мои заказы', link: '/personal/orders/' },
        { title: 'Заказ № 1024', link: '/personal/orders/1024/' },
      ],
    });
    for (const url of [
      '/personal/orders/0/',
      '/personal/orders/abc/',
      '/personal/orders/2147483648/',
      '/personal/orders/1024/page/2/',
      '/personal/orders/1024/lines/',
    ])
      expect((await getJson(url)).statusCode, url).toBe(404);
  });

  it('issue 15: the order and purchase lists go on over /page/{n}/, the other cabinet pages do not', async () => {
    for (const [url, h1] of [
      ['/personal/orders/page/2/', 'Мои заказы'],
      ['/personal/purchases/page/3/', 'Мои покупки'],
    ] as const) {
      const response = await getJson(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ type: 'personal', seo: { h1 } });
    }
    expect((await getJson('/personal/reviews/page/2/')).statusCode).toBe(404);
    expect((await getJson('/personal/orders/page/1/')).headers.location).toBe('/personal/orders/');
  });

  it('club articles and blog posts answer by their code; a pages row keeps its url alive', async () => {
    await db.query(
      `INSERT INTO club_posts (kind, code, title) VALUES ('blog', 'page-test-post', 'Пост блога'), ('club', 'page-test-post', 'Статья клуба')`,
    );
    await db.query(
      `INSERT INTO pages (path, type, title) VALUES ('/club/page-test-landing/', 'promo', 'Лендинг клуба')`,
    );
    const cases = [
      ['/club/blog/page-test-post/', 'club', 'Пост блога'],
      ['/club/page-test-post/', 'club', 'Статья клуба'],
      ['/club/page-test-landing/', 'content', 'Лендинг клуба'],
    ];
    for (const [url, type, h1] of cases) {
      const response = await getJson(url ?? '');
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ type, seo: { h1 } });
    }
    expect((await getJson('/club/blog/page-test-no-post/')).statusCode).toBe(404);
  });

  it('product and section urls missing from the catalogue answer 404', async () => {
    for (const url of [
      '/shop/page-test-no-section/',
      '/product/page-test-section/page-test-no-product/',
      '/product/page-test-section/page-test-hidden/',
      '/personal/no-such-tab/',
      '/page-test-kontakty/page/2/',
    ]) {
      expect((await getJson(url)).statusCode, url).toBe(404);
    }
  });

  it('an unknown path answers 404 with the text of the 404 page', async () => {
    const response = await getJson('/page-test-no-such-page/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Это несуществующая страница №404' },
    });
  });

  it('the staff panel and the admin screens are for editors and admins only', async () => {
    expect((await getJson('/favorites/', { cookie: editorCookie })).json().panel).toContain(
      'href="/admin/">Администрирование</a>',
    );
    expect((await getJson('/favorites/')).json().panel).toBe('');
    const staffArea = await getJson('/admin/filter/', { cookie: editorCookie });
    expect(staffArea.statusCode).toBe(200);
    expect(staffArea.json().panel).toBe('');
    expect((await getJson('/admin/filter/')).statusCode).toBe(404);
  });
});

describe('page protocol: cache', () => {
  const setTitle = (title: string) =>
    db.query(`UPDATE pages SET title = $1 WHERE path = '/page-test-cache/'`, [title]);
  const h1 = async (headers: InjectOptions['headers']) =>
    (await getJson('/page-test-cache/', headers)).json().seo.h1;

  it("R-PAGE-2: X-Nocache from an editor bypasses the page cache, a guest's is ignored; invalidatePageCache clears it", async () => {
    expect(await h1({})).toBe('Версия 1');
    expect(await h1({ cookie: editorCookie })).toBe('Версия 1');
    await setTitle('Версия 2');

    expect(await h1({ 'x-nocache': '1' })).toBe('Версия 1');
    expect(await h1({ cookie: editorCookie })).toBe('Версия 1');
    expect(await h1({ cookie: editorCookie, 'x-nocache': '1' })).toBe('Версия 2');

    await setTitle('Версия 3');
    await invalidatePageCache(app);
    expect(await h1({})).toBe('Версия 3');
  });
});

describe('page protocol: HTML shell', () => {
  it('without X-Source the shell carries title, description and canonical in <head>, HTML-escaped', async () => {
    const response = await get('/page-test-kontakty/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<title>Контакты &lt;магазина&gt; &amp; склад</title>');
    expect(head).toMatch(/<meta name="description" content="Как нас найти: \d+ товаров" \/>/);
    // PUBLIC_URL unset: the development origin, whatever Host the request named.
    expect(head).toContain(
      '<link rel="canonical" href="http://localhost:3000/page-test-kontakty/" />',
    );
  });

  it('embeds the page JSON for the SPA, safe against </script> in content', async () => {
    await db.query(
      `INSERT INTO pages (path, title, content) VALUES ('/page-test-script/', 'Скрипт', '<p>a</p></script><script>alert(1)</script>')`,
    );
    const html = (await get('/page-test-script/')).body;
    const json =
      /<script id="__PAGE__" type="application\/json" data-status="200">(.*?)<\/script>/s.exec(
        html,
      )?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      content: '<p>a</p></script><script>alert(1)</script>',
    });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('an unknown path answers the shell with status 404 and the 404 page text', async () => {
    const response = await get('/page-test-no-such-page/');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Это несуществующая страница №404</title>');
    expect(response.body).toContain('data-status="404"');
  });

  it('a failing page answers 500: JSON error with X-Source, the error shell without', async () => {
    const json = await getJson('/page-test-broken/');
    expect(json.statusCode).toBe(500);
    expect(json.json().error.code).toBe('INTERNAL');
    const html = await get('/page-test-broken/');
    expect(html.statusCode).toBe(500);
    expect(html.body).toContain('<title>Упс! Что-то пошло не так!</title>');
  });

  it('R-ROUTE-7: an old link to a file name (`/catalog/index.php`) gets the 404 page in a browser, JSON otherwise', async () => {
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    for (const url of ['/index.php', '/catalog/index.php', '/shop/kartiny.html']) {
      const page = await get(url, browser);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toContain('<title>Это несуществующая страница №404</title>');
    }
    const picture = await get('/favicon.ico', { accept: 'image/avif,image/webp,*/*' });
    expect(picture.statusCode).toBe(404);
    expect(picture.headers['content-type']).toMatch(/^application\/json/);
    expect((await getJson('/index.php')).json().error.message).toBe(
      'Это несуществующая страница №404',
    );
  });

  it('assets and API paths are not pages', async () => {
    expect((await get('/assets/missing.js')).headers['content-type']).toMatch(/^application\/json/);
    expect((await get('/humans.txt')).statusCode).toBe(404);
    expect((await get('/api/no-such-call')).json().error.message).toBe('Метод API не найден');
  });
});
