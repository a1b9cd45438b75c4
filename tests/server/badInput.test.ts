import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from '../../server/lib/http/csrf';
import {
  BAD_QUERY_MESSAGE,
  MAX_JSON_DEPTH,
  SHOP_BODY_LIMIT,
  STAFF_BODY_LIMIT,
  TOO_DEEP_MESSAGE,
} from '../../server/lib/http/requestBounds';
import { NOT_FOUND_TEXT } from '../../server/modules/page/routes';
import { SESSION_COOKIE } from '../../server/modules/session';
import { signedInAsDemoStaff } from '../../server/testing/staff';
import { shopWithShopper, writtenTables } from './shopperWithState';

// Issue 9 point 5: inputs that reached PostgreSQL as they were and failed there with 500.
const shop = shopWithShopper('bad-input@example.ru');

const NUL = 'a\u0000b';
const TOO_BIG = 2 ** 31;

describe('issue 9 point 5: bad API input answers 400 in Russian and writes nothing', () => {
  const bodies: Array<[string, unknown, string]> = [
    [
      '/api/catalog/basket/applyCoupon',
      { coupon: NUL },
      'Поле «Купон» содержит недопустимые символы',
    ],
    [
      '/api/reviews',
      { productId: 1, rating: 5, text: NUL, consent: true },
      'Поле «Текст отзыва» содержит недопустимые символы',
    ],
    [
      '/api/user/register',
      { name: NUL, email: 'nul@example.ru', password: 'секретный-пароль', consent: true },
      'Поле «Имя» содержит недопустимые символы',
    ],
    [
      '/api/user/auth',
      { login: NUL, password: 'секретный-пароль' },
      'Поле «Электронная почта или телефон» содержит недопустимые символы',
    ],
    [
      '/api/forms/corporate',
      { name: 'Анна', email: 'a@example.ru', text: `строка\u0007`, consent: true },
      'Поле «Комментарий» содержит недопустимые символы',
    ],
    // Half of a surrogate pair ("\ud800" in the JSON) is no character: stored, it became U+FFFD.
    [
      '/api/forms/corporate',
      { name: 'Анна\ud800', email: 'a@example.ru', text: 'Текст', consent: true },
      'Поле «Имя» содержит недопустимые символы',
    ],
    [
      '/api/catalog/basket/add',
      { productId: TOO_BIG, quantity: 1 },
      'Поле «Товар» должно быть не больше 2147483647',
    ],
    [
      '/api/catalog/basket/remove',
      { basketItemId: TOO_BIG },
      'Поле «Позиция корзины» должно быть не больше 2147483647',
    ],
    [
      '/api/catalog/basket/updateQuantity',
      { basketItemId: 2 ** 53, quantity: 1 },
      'Поле «Позиция корзины» должно быть не больше 2147483647',
    ],
    // Fields named by their titles in openapi.yaml, a shared schema's by the title of its use.
    [
      '/api/checkout/order',
      { idempotencyKey: 'abcdefabcdefabcdef12' },
      'Не заполнено поле «Контактные данные»',
    ],
    ['/api/favorites/set', { ids: {} }, 'Поле «Избранное» должно быть списком'],
    ['/api/favorites/add', { id: TOO_BIG }, 'Поле «Товар» должно быть не больше 2147483647'],
    ['/api/favorites/set', { ids: [1, TOO_BIG] }, 'Поле «Товар» должно быть не больше 2147483647'],
    [
      '/api/favorites/products',
      { ids: [TOO_BIG] },
      'Поле «Товар» должно быть не больше 2147483647',
    ],
    [
      '/api/location/setLocationId',
      { locationId: TOO_BIG },
      'Поле «Город» должно быть не больше 2147483647',
    ],
  ];
  it.each(bodies)('POST %s', async (url, body, message) => {
    const before = await writtenTables(shop.db);
    const response = await shop.shopper.post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
    expect(await writtenTables(shop.db)).toEqual(before);
  });

  const queries: Array<[string, string]> = [
    ['/api/search/suggest?q=a%00b', 'Поле «Запрос» содержит недопустимые символы'],
    ['/api/location/search?q=%00', 'Поле «Город» содержит недопустимые символы'],
    ['/api/shipping/options?locationCode=a%00', 'Поле «Город» содержит недопустимые символы'],
    [
      '/api/phone/getByLocationId?locationId=2147483648',
      'Поле «Город» должно быть не больше 2147483647',
    ],
    ['/api/phone/getByLocationId?locationId=1e400', 'Поле «Город» должно быть числом'],
  ];
  it.each(queries)('GET %s', async (url, message) => {
    const response = await shop.shopper.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
  });

  it('keeps tabs and line breaks, which a review may hold', async () => {
    const response = await shop.shopper.post('/api/reviews', {
      productId: shop.f.paint,
      rating: 4,
      text: 'Хорошо.\n\tОчень.',
      consent: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.text).toBe('Хорошо.\n\tОчень.');
  });

  it('ignores a session cookie that cannot be a session id', async () => {
    const response = await shop.app.inject({
      url: '/api/user/info',
      headers: { cookie: `${SESSION_COOKIE}=%00` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ authorized: false });
  });
});

describe('issue 9 point 5: an undecodable or NUL page url shows the 404 page', () => {
  const urls = [
    '/product/%ZZ/',
    '/%00/',
    '/shipping/%00/',
    '/product/%00/x/',
    '/search/?q=a%00b',
    '/shop/%E0%A4%A/',
    '/search/?q=%E0%A4%A',
    '/search/?q=100%',
  ];
  it.each(urls)('%s', async (url) => {
    const html = await shop.app.inject({ url });
    expect(html.statusCode).toBe(404);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain(`<title>${NOT_FOUND_TEXT}</title>`);

    const json = await shop.app.inject({ url, headers: { 'x-source': 'nuxt' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: { code: 'NOT_FOUND', message: NOT_FOUND_TEXT } });
  });

  it('answers an undecodable API url with the API 404 in Russian', async () => {
    const response = await shop.app.inject({ url: '/api/catalog/%ZZ' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Метод API не найден' },
    });
  });
});

/** `{"a":{"a":…1…}}`, `depth` objects inside one another. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('issue 22 point 5: bodies are bounded in depth and size', () => {
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...csrfHeaders, ...headers },
    });

  let staffCookie = '';
  beforeAll(async () => {
    const admin = await signedInAsDemoStaff(shop.app, shop.db, 'admin');
    staffCookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  });

  it.each([
    '/api/payment/notifications/yookassa',
    '/api/catalog/basket/add',
    '/api/admin/filter/config/save',
  ])('a 20 000-deep JSON body to %s answers 400 in Russian and writes nothing', async (url) => {
    const before = await writtenTables(shop.db);
    // 40 KB of arrays: within every call's size bound, so the depth is what refuses it.
    const response = await post(url, '['.repeat(20_000) + ']'.repeat(20_000), {
      cookie: staffCookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: TOO_DEEP_MESSAGE } });
    expect(await writtenTables(shop.db)).toEqual(before);
  });

  it('a deep body over the size bound is refused by its size first (413)', async () => {
    const response = await post('/api/payment/notifications/yookassa', nested(20_000));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Слишком большой запрос');
  });

  it('counts only real nesting: the deepest allowed body and brackets inside strings pass on', async () => {
    const deepest = await post('/api/favorites/add', nested(MAX_JSON_DEPTH));
    expect(deepest.json().error.code).toBe('VALIDATION');
    const deeper = await post('/api/favorites/add', nested(MAX_JSON_DEPTH + 1));
    expect(deeper.json().error.message).toBe(TOO_DEEP_MESSAGE);
    const brackets = await post(
      '/api/catalog/basket/applyCoupon',
      JSON.stringify({ coupon: '[{\\"'.repeat(50) }),
    );
    expect(brackets.statusCode).toBe(400);
    expect(brackets.json().error.code).toBe('VALIDATION');
  });

  it('bounds a shopper call at 64 KiB and a staff call at 1 MiB', async () => {
    const padded = (bytes: number) => JSON.stringify({ pad: 'я'.repeat(bytes / 2) });
    const shopCall = await post('/api/favorites/set', padded(SHOP_BODY_LIMIT));
    expect(shopCall.statusCode).toBe(413);
    expect(shopCall.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Слишком большой запрос' },
    });

    const staff = { cookie: staffCookie };
    const save = '/api/admin/filter/config/save';
    const staffCall = await post(save, padded(SHOP_BODY_LIMIT * 2), staff);
    // Read and refused by its schema, not by its size.
    expect(staffCall.statusCode).toBe(400);
    expect(staffCall.json().error.code).toBe('VALIDATION');
    const tooLarge = await post(save, padded(STAFF_BODY_LIMIT), staff);
    expect(tooLarge.statusCode).toBe(413);
  });
});

describe('issue 22 point 5: NUL and broken escapes in paths and parameters', () => {
  it('the test payment page of a NUL payment id is its 404 page', async () => {
    for (const url of ['/payment/test/%00/', '/payment/test/a%00b/', '/payment/test/%ZZ/']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it.each([
    '/api/search/suggest?q=%E0%A4%A',
    '/api/search/suggest?q=100%',
    '/api/location/search?q=%FF',
    '/api/catalog/basket/info?x=%zz',
  ])('GET %s answers 400 in Russian', async (url) => {
    const response = await shop.shopper.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: BAD_QUERY_MESSAGE } });
  });
});

describe("issue 22 point 5: framework errors answer the shop's Russian JSON error", () => {
  it.each([
    ['malformed JSON', 'application/json', '{"id":', 400, 'BAD_REQUEST'],
    ['an empty JSON body', 'application/json', '', 400, 'BAD_REQUEST'],
    ['an unsupported media type', 'application/x-yaml', 'id: 1', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    // openapi.yaml: a body of another type than JSON is 415, even one that holds JSON
    ['JSON sent as plain text', 'text/plain', '{"id":1}', 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('%s', async (_label, contentType, payload, status, code) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/favorites/add',
      payload,
      headers: { 'content-type': contentType, ...csrfHeaders },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.message).toMatch(/^[А-ЯЁ][а-яё ]+$/);
  });

  it('an unknown API call or method', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const response = await shop.app.inject({ method, url: '/api/no/such/call' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Метод API не найден' },
      });
    }
  });

  describe("requests Node's HTTP parser refuses", () => {
    let port = 0;
    beforeAll(async () => {
      await shop.app.listen({ port: 0, host: '127.0.0.1' });
      port = (shop.app.server.address() as AddressInfo).port;
    });
    afterAll(() => shop.app.server.close());

    /** Sends raw bytes on a new connection; everything the server answers until it closes. */
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });

    it.each([
      [
        'headers over the size limit',
        `GET /api/user/info HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'HEADERS_TOO_LARGE',
      ],
      [
        'a GET with a body of two lengths',
        'GET /api/user/info HTTP/1.1\r\nHost: shop\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n',
        400,
        'BAD_REQUEST',
      ],
      ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400, 'BAD_REQUEST'],
    ])('%s', async (_label, request, status, code) => {
      const answer = await raw(request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(JSON.parse(body)).toEqual({
        error: { code, message: expect.stringMatching(/[А-Яа-я]/) },
      });
    });
  });
});
