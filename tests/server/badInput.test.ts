import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT } from '../../server/modules/page/routes';
import { SESSION_COOKIE } from '../../server/modules/session';
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
      { productId: 1, rating: 5, text: NUL },
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
      { name: 'Анна', email: 'a@example.ru', text: `строка\u0007` },
      'Поле «Комментарий» содержит недопустимые символы',
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
