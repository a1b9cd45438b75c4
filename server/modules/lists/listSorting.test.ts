import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { shopForSuite } from '../../testing/shopVisitor';

let app: FastifyInstance;

shopForSuite((shop) => {
  ({ app } = shop);
});

interface SortedPage {
  seo: { h1: string };
  data: {
    sort: string;
    sorts: { code: string; name: string; url: string; selected: boolean }[];
    products: { id: number; price: number }[];
  };
}

async function page(url: string): Promise<SortedPage> {
  const response = await app.inject({ url, headers: { 'x-source': 'nuxt' } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json() as SortedPage;
}

const prices = (list: SortedPage) => list.data.products.map((card) => card.price);
const ascending = (numbers: number[]) => [...numbers].sort((a, b) => a - b);

describe('issue 9 point 18: search, new and discounts sort like the catalogue', () => {
  it.each([
    ['/new/', 'new', '/new/?sort=price_asc'],
    ['/discounts/', 'popularity', '/discounts/?sort=price_asc'],
    ['/search/?q=%D0%B2%D1%8B%D1%88%D0%B8%D0%B2%D0%BA%D0%B0', 'popularity', null],
  ])('%s offers the catalogue orders, its own selected', async (url, own, priceAscUrl) => {
    const list = await page(url);
    expect(list.data.sort).toBe(own);
    expect(list.data.sorts.map((option) => option.name)).toEqual([
      'По популярности',
      'Сначала дешёвые',
      'Сначала дорогие',
      'Новинки',
    ]);
    expect(list.data.sorts.filter((option) => option.selected).map((o) => o.code)).toEqual([own]);
    const priceAsc = list.data.sorts.find((option) => option.code === 'price_asc');
    if (priceAscUrl) expect(priceAsc?.url).toBe(priceAscUrl);
    else expect(priceAsc?.url).toBe(`${url}&sort=price_asc`);
    expect(list.data.sorts.find((option) => option.code === own)?.url).toBe(url);
  });

  it.each(['/new/', '/discounts/', '/search/?q=%D0%B2%D1%8B%D1%88%D0%B8%D0%B2%D0%BA%D0%B0'])(
    '%s orders its products by price both ways',
    async (url) => {
      const join = url.includes('?') ? '&' : '?';
      const cheapFirst = await page(`${url}${join}sort=price_asc`);
      const dearFirst = await page(`${url}${join}sort=price_desc`);
      expect(cheapFirst.data.sort).toBe('price_asc');
      expect(cheapFirst.data.products.length).toBeGreaterThan(1);
      expect(prices(cheapFirst)).toEqual(ascending(prices(cheapFirst)));
      expect(prices(dearFirst)).toEqual(ascending(prices(dearFirst)).reverse());
      expect(prices(cheapFirst)[0]).toBeLessThan(prices(dearFirst)[0]!);
    },
  );

  it('keeps the list order for an unknown sort', async () => {
    const list = await page('/new/?sort=cheapest');
    expect(list.data.sort).toBe('new');
  });

  it('heads the search results with the query', async () => {
    expect((await page('/search/?q=%D0%B2%D1%8B%D1%88%D0%B8%D0%B2%D0%BA%D0%B0')).seo.h1).toBe(
      'Результаты поиска «вышивка»',
    );
  });
});
