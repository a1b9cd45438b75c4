import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { shopForSuite } from '../../testing/shopVisitor';
import { rebuildSearchWords } from './queries';
import type { Schema } from '../../lib/api/contract';

let db: Db;
let app: FastifyInstance;

shopForSuite((shop) => {
  ({ db, app } = shop);
});

type Suggestions = Schema<'SearchSuggestions'>;
interface SearchPage {
  type: string;
  data: Schema<'SearchPageData'>;
}

async function suggest(q: string): Promise<Suggestions> {
  const response = await app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json().result as Suggestions;
}

const resultsUrl = (q: string, page = 1) =>
  `/search/${page > 1 ? `page/${page}/` : ''}?q=${encodeURIComponent(q)}`;

async function results(q: string, page = 1): Promise<SearchPage> {
  const response = await app.inject({ url: resultsUrl(q, page), headers: { 'x-source': 'nuxt' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchPage;
}

describe('search suggestions', () => {
  it('answers at most 5 sections and 8 product cards priced for the city', async () => {
    const result = await suggest('картина');
    expect(result).toMatchObject({ redirect: null, query: 'картина', correctedQuery: null });
    expect(result.sections.length).toBeGreaterThan(0);
    expect(result.sections.length).toBeLessThanOrEqual(5);
    expect(result.products).toHaveLength(8);
    for (const card of result.products) {
      expect(card.name.toLowerCase()).toMatch(/картин/);
      expect(card.url).toMatch(/^\/product\/[^/]+\/[^/]+\/$/);
      expect(card.price).toBeGreaterThan(0);
    }
  });

  it('tells sections of one name apart by their top-level section', async () => {
    // «Филины» under both kinds of kit, two levels down, as the full demo's «Ёлки» are
    await db.query(
      `WITH tops AS (
         SELECT id, code FROM sections WHERE code IN ('almaznaya-vyshivka', 'kartiny-po-nomeram')
       ), middles AS (
         INSERT INTO sections (parent_id, code, name, depth, path)
         SELECT id, code || '-test-ptitsy', 'Птицы (тест)', 2, ARRAY[id] FROM tops
         RETURNING id, code, path
       )
       INSERT INTO sections (parent_id, code, name, depth, path)
       SELECT id, code || '-filiny', 'Филины', 3, path || id FROM middles`,
    );
    const names = (await suggest('филины')).sections.map((section) => section.name);
    expect(names.sort()).toEqual(['Филины — Алмазная вышивка', 'Филины — Картины по номерам']);
    // a name of its own stays as it is
    expect((await suggest('картина')).sections.map((section) => section.name)).toContain(
      'Картины по номерам',
    );
  });

  it('matches the word being typed as a beginning', async () => {
    const result = await suggest('алмазная моза');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((card) => /мозаик/i.test(card.name))).toBe(true);
  });

  it('answers empty lists for a query of no letters or digits', async () => {
    expect(await suggest('  ,. ')).toEqual({
      redirect: null,
      query: '  ,. ',
      correctedQuery: null,
      sections: [],
      products: [],
    });
  });
});

describe('search results page /search/?q=', () => {
  it('finds word forms with the Russian morphology: мозаики finds мозаика', async () => {
    const page = await results('мозаики');
    expect(page.type).toBe('search');
    expect(page.data).toMatchObject({ query: 'мозаики', correctedQuery: null, notice: null });
    expect(page.data.products.length).toBeGreaterThan(0);
    expect(page.data.products.every((card) => /мозаика/i.test(card.name))).toBe(true);
  });

  it('corrects a typo word by word and says so', async () => {
    const page = await results('алмазная мазаика');
    expect(page.data.correctedQuery).toBe('алмазная мозаика');
    expect(page.data.notice).toBe('Показаны результаты по запросу «алмазная мозаика»');
    expect(page.data.products.length).toBeGreaterThan(0);
  });

  it('corrects a typo in an inflected form by its stem: мазаики finds мозаика', async () => {
    const page = await results('мазаики');
    expect(page.data.correctedQuery).toBe('мозаика');
    expect(page.data.products.length).toBeGreaterThan(0);
    expect(page.data.products.every((card) => /мозаик/i.test(card.name))).toBe(true);
    expect((await suggest('картинами по номирам')).correctedQuery).toBe('картина по номерам');
  });

  it('reads a query typed with the wrong keyboard layout: fkvfpyfz is алмазная', async () => {
    const page = await results('fkvfpyfz');
    expect(page.data.correctedQuery).toBe('алмазная');
    expect(page.data.notice).toBe('Показаны результаты по запросу «алмазная»');
    expect(page.data.products.length).toBe(24);
    expect((await suggest('fkvfpyfz')).correctedQuery).toBe('алмазная');
  });

  it('pages the results by 24 and answers 404 past the last page', async () => {
    const first = await results('вышивка');
    const { total, pageCount } = first.data.pagination;
    expect(first.data.pagination).toMatchObject({ page: 1, pageSize: 24 });
    expect(pageCount).toBe(Math.ceil(total / 24));
    expect(pageCount).toBeGreaterThan(1);
    const second = await results('вышивка', 2);
    expect(second.data.pagination.page).toBe(2);
    const firstIds = new Set(first.data.products.map((card) => card.id));
    expect(second.data.products.some((card) => firstIds.has(card.id))).toBe(false);
    const past = await app.inject({
      url: resultsUrl('вышивка', pageCount + 1),
      headers: { 'x-source': 'nuxt' },
    });
    expect(past.statusCode).toBe(404);
  });

  it('shows an empty page for a query that finds nothing', async () => {
    const page = await results('qqqqzzzz');
    expect(page.data).toMatchObject({
      products: [],
      sections: [],
      pagination: { page: 1, pageCount: 0, total: 0 },
    });
  });
});

describe('R-DT: direct transitions', () => {
  it('answers the results page with 302 to the target, trimmed and in any letter case', async () => {
    for (const q of ['мозаика', '  МОЗАИКА ', 'Алмазная Мозаика']) {
      const json = await app.inject({ url: resultsUrl(q), headers: { 'x-source': 'nuxt' } });
      expect(json.statusCode, q).toBe(302);
      expect(json.headers.location).toBe('/shop/almaznaya-vyshivka/');
      const html = await app.inject({ url: resultsUrl(q) });
      expect(html.statusCode).toBe(302);
      expect(html.headers.location).toBe('/shop/almaznaya-vyshivka/');
    }
  });

  it('answers the suggestions with the redirect target and no lists', async () => {
    expect(await suggest(' Доставка ')).toEqual({
      redirect: '/shipping/',
      query: ' Доставка ',
      correctedQuery: null,
      sections: [],
      products: [],
    });
  });

  it('does not redirect for a query that only contains a stored one', async () => {
    const page = await results('мозаика по фото');
    expect(page.type).toBe('search');
  });
});

describe('search_words', () => {
  it('rebuildSearchWords takes the words of renamed products, so their typos are corrected', async () => {
    const [product] = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE active AND kind = 'regular' ORDER BY id LIMIT 1`,
    );
    await db.query(`UPDATE products SET name = 'Витраж Калейдоскоп' WHERE id = $1`, [product?.id]);
    expect(await db.query(`SELECT 1 FROM search_words WHERE word = 'калейдоскоп'`)).toEqual([]);
    await rebuildSearchWords(db);
    expect(await db.query(`SELECT frequency FROM search_words WHERE word = 'калейдоскоп'`)).toEqual(
      [{ frequency: 1 }],
    );
    const page = await results('калейдаскоп');
    expect(page.data.correctedQuery).toBe('калейдоскоп');
    expect(page.data.products.map((card) => card.id)).toEqual([product?.id]);
  });
});

describe('issue 24 point 2: the search vectors follow a product’s texts, not its stock', () => {
  it('finds a product by its new name after a rename, still after a stock write, and no longer by the old one', async () => {
    const [product] = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE active AND kind = 'regular' ORDER BY id DESC LIMIT 1`,
    );
    const rename = async (name: string) => {
      await db.query('UPDATE products SET name = $2 WHERE id = $1', [product?.id, name]);
      await rebuildSearchWords(db);
    };
    const found = async (q: string) => (await results(q)).data.products.map((card) => card.id);

    await rename('Мозаика Флюгер');
    expect(await found('флюгер')).toEqual([product?.id]);
    await db.query('UPDATE product_stock SET stock = stock + 5 WHERE product_id = $1', [
      product?.id,
    ]);
    expect(await found('флюгера')).toEqual([product?.id]);
    await rename('Мозаика Маяк на утёсе');
    expect(await found('утёс')).toEqual([product?.id]);
    expect(await found('флюгеры')).toEqual([]);
  });
});
