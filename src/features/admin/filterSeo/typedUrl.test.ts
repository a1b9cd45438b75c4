import { describe, expect, it } from 'vitest';
import { typedUrl } from './typedUrl';

const SHOP = 'hobby.test';

describe('typedUrl (issue 25 point 9, R-SEO-1)', () => {
  it('takes a path, adding the slashes it lacks', () => {
    expect(typedUrl(' /shop/pazly/ ', SHOP)).toEqual({ path: '/shop/pazly/' });
    expect(typedUrl('/', SHOP)).toEqual({ path: '/' });
    expect(typedUrl('shop/pazly', SHOP)).toEqual({ path: '/shop/pazly/' });
    expect(typedUrl('shop/pazly/', SHOP)).toEqual({ path: '/shop/pazly/' });
  });

  it('takes the path of this shop’s full address and says the domain was dropped', () => {
    expect(typedUrl('https://hobby.test/shop/pazly/', SHOP)).toEqual({
      path: '/shop/pazly/',
      note: 'Домен hobby.test убран: открыт адрес /shop/pazly/',
    });
    expect(typedUrl('HOBBY.test/shop/pazly', SHOP)).toEqual({
      path: '/shop/pazly/',
      note: 'Домен HOBBY.test убран: открыт адрес /shop/pazly/',
    });
    expect(typedUrl('http://hobby.test', SHOP)).toMatchObject({ path: '/' });
  });

  it('refuses another site, another scheme, parameters and an empty field, in Russian', () => {
    expect(typedUrl('https://example.org/shop/pazly/', SHOP)).toEqual({
      error:
        '«example.org» — адрес другого сайта. Укажите путь страницы этого магазина, например /shop/pazly/',
    });
    expect(typedUrl('//example.org/shop/', SHOP)).toMatchObject({
      error: expect.stringContaining('«example.org» — адрес другого сайта'),
    });
    expect(typedUrl('example.org/shop/', SHOP)).toMatchObject({
      error: expect.stringContaining('«example.org»'),
    });
    expect(typedUrl('ftp://hobby.test/shop/', SHOP)).toEqual({
      error: 'Укажите путь страницы магазина, например /shop/pazly/',
    });
    expect(typedUrl('/shop/pazly/?sort=price', SHOP)).toEqual({
      error: 'Укажите адрес без параметров после «?» и «#»',
    });
    expect(typedUrl('https://hobby.test/shop/#top', SHOP)).toMatchObject({
      error: expect.stringContaining('без параметров'),
    });
    expect(typedUrl('  ', SHOP)).toEqual({
      error: 'Укажите адрес, например /shop/pazly/, или «/» для настроек по умолчанию',
    });
  });
});
