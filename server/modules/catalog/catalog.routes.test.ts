import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db/types';
import { shopForSuite, type Visitor } from '../../testing/shopVisitor';
import { signedInAsDemoStaff } from '../../testing/staff';
import type { PageJson } from '../page';
import {
  sqlFacetCounts,
  sqlFigures,
  sqlFilterOf,
  sqlIdsByPrice,
  valueIds,
} from './bruteForce.testUtil';
import { catalogChanged } from './index';
import type { Schema } from '../../lib/api/contract';

let db: Db;
let app: FastifyInstance;

shopForSuite((shop) => {
  ({ db, app } = shop);
});

type SectionPageData = Schema<'SectionPageData'>;
type SectionPage = PageJson & { data: SectionPageData };

async function page(url: string): Promise<SectionPage> {
  const response = await app.inject({ url, headers: { 'x-source': 'nuxt' } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json();
}

async function status(url: string): Promise<number> {
  return (await app.inject({ url, headers: { 'x-source': 'nuxt' } })).statusCode;
}

describe('catalogue section pages', () => {
  const cases = [
    '/shop/',
    '/shop/almaznaya-vyshivka/',
    '/shop/almaznaya-vyshivka/?razmer=40x50,30x40&brend=hobby-home',
    '/shop/kartiny-po-nomeram/?razmer=20x30&tema=tsvety,zhivotnye&price_from=500&price_to=1500',
    '/shop/tvorchestvo/?price_to=1000',
    // Новый год holds its own products and those of the related 'Новогодние' sections (spec §3)
    '/shop/novyy-god/',
    '/shop/novyy-god/?razmer=30x40',
    '/shop/kartiny-po-nomeram/?razmer=20x30&tema=tsvety,zhivotnye&in_stock=1&price_from=500&price_to=1500',
  ];

  it.each(cases)(
    'facet counts, GOODS_* variables (R-PAGE-6) and total equal brute-force SQL: %s',
    async (url) => {
      const { data, variables } = await page(url);
      const filter = await sqlFilterOf(db, data);
      const figures = await sqlFigures(db, filter);
      expect(figures.count).toBeGreaterThan(0);
      expect(variables).toEqual({
        GOODS_COUNT: figures.count,
        GOODS_MIN_PRICE: figures.min,
        GOODS_MAX_PRICE: figures.max,
      });
      expect(data.pagination.total).toBe(figures.count);
      expect(data.filter.length).toBeGreaterThan(0);
      for (const item of data.filter) {
        const expected = await sqlFacetCounts(db, filter, item.code);
        const shown = new Map(item.values.map((value) => [value.slug, value.count]));
        for (const [slug, count] of expected)
          expect([item.code, slug, shown.get(slug)]).toEqual([item.code, slug, count]);
        for (const [slug, count] of shown)
          expect([item.code, slug, count]).toEqual([item.code, slug, expected.get(slug) ?? 0]);
      }
    },
  );

  it('subsection counts are the products of each child section', async () => {
    const { data } = await page('/shop/');
    const top = data.subsections.find((section) => section.code === 'almaznaya-vyshivka');
    const { count } = await sqlFigures(db, { sectionCode: 'almaznaya-vyshivka', values: {} });
    expect(top?.count).toBe(count);
    expect(data.section).toBeNull();
    expect(data.subsections.map((section) => section.url)).toContain('/shop/kartiny-po-nomeram/');
  });

  it.each(['price_asc', 'price_desc'] as const)(
    'sort=%s orders by the city price across pages 1 and 2',
    async (sort) => {
      const base = '/shop/kartiny-po-nomeram/';
      const first = await page(`${base}?sort=${sort}`);
      const second = await page(`${base}page/2/?sort=${sort}`);
      const shown = [...first.data.products, ...second.data.products].map((card) => card.id);
      const expected = await sqlIdsByPrice(
        db,
        { sectionCode: 'kartiny-po-nomeram', values: {} },
        sort === 'price_asc' ? 'ASC' : 'DESC',
        48,
      );
      expect(shown).toEqual(expected);
      expect(first.data.sort).toBe(sort);
      expect(first.data.sorts.find((option) => option.selected)?.code).toBe(sort);
    },
  );

  it('R-ROUTE-2: page 2 shows the next 24 products; a page past the last answers 404', async () => {
    const first = await page('/shop/almaznaya-vyshivka/');
    const second = await page('/shop/almaznaya-vyshivka/page/2/');
    expect(first.data.products).toHaveLength(24);
    expect(second.data.products).toHaveLength(24);
    expect(second.data.pagination).toMatchObject({
      page: 2,
      pageSize: 24,
      total: first.data.pagination.total,
    });
    const firstIds = new Set(first.data.products.map((card) => card.id));
    expect(second.data.products.some((card) => firstIds.has(card.id))).toBe(false);
    expect(second.seo.canonical).toBe('/shop/almaznaya-vyshivka/page/2/');
    const last = first.data.pagination.pageCount;
    expect(await status(`/shop/almaznaya-vyshivka/page/${last}/`)).toBe(200);
    expect(await status(`/shop/almaznaya-vyshivka/page/${last + 1}/`)).toBe(404);
  });

  it('cards carry the product url, price and discount percent', async () => {
    const { data } = await page('/shop/almaznaya-vyshivka/?sort=price_desc');
    const card = data.products[0]!;
    expect(card.url).toMatch(/^\/product\/almaznaya-vyshivka-[a-z-]+\/[^/]+\/$/);
    expect(card.image).toBe(`/images/products/${card.id}/1.svg`);
    const discounted = data.products.find((item) => item.old_price !== null);
    if (discounted) {
      expect(discounted.discountPercent).toBe(
        Math.round((1 - discounted.price / discounted.old_price!) * 100),
      );
    }
    expect(
      data.products
        .filter((item) => item.old_price === null)
        .every((item) => item.discountPercent === 0),
    ).toBe(true);
  });

  it('one selected value links to its landing, several to query parameters on the section url', async () => {
    const { data, seo } = await page('/shop/almaznaya-vyshivka/?razmer=40x50,30x40');
    const razmer = data.filter.find((item) => item.code === 'razmer')!;
    expect(razmer.values.find((value) => value.slug === '40x50')?.url).toBe(
      '/shop/almaznaya-vyshivka/razmer-30x40/',
    );
    expect(razmer.values.find((value) => value.slug === '50x65')?.url).toBe(
      '/shop/almaznaya-vyshivka/?razmer=30x40,40x50,50x65',
    );
    expect(data.selected.map((chip) => [chip.property, chip.value])).toEqual([
      ['Размер', '30x40'],
      ['Размер', '40x50'],
    ]);
    expect(data.resetUrl).toBe('/shop/almaznaya-vyshivka/');
    // ARCHITECTURE §7: several values are not indexable pages of their own
    expect(seo.canonical).toBe('/shop/almaznaya-vyshivka/');
  });

  it('issue 26 point 3: «В наличии» is a query parameter kept by every filter link and dropped by the reset', async () => {
    const url = '/shop/almaznaya-vyshivka/razmer-40x50/';
    const { data: off } = await page(url);
    expect(off.inStock).toMatchObject({ selected: false, url: `${url}?in_stock=1` });
    const { data, seo } = await page(`${url}?in_stock=1`);
    expect(data.inStock).toEqual({ count: data.pagination.total, selected: true, url });
    expect(data.inStock.count).toBe(
      (await sqlFigures(db, { ...(await sqlFilterOf(db, data)), inStock: true })).count,
    );
    // Ticked or not, the count is of the same products: the selection in stock.
    expect(data.inStock.count).toBe(off.inStock.count);
    const razmer = data.filter.find((item) => item.code === 'razmer')!;
    expect(razmer.values.find((value) => value.slug === '30x40')?.url).toBe(
      '/shop/almaznaya-vyshivka/?razmer=30x40,40x50&in_stock=1',
    );
    expect(data.sorts.find((sort) => sort.code === 'new')?.url).toBe(`${url}?in_stock=1&sort=new`);
    expect(data.resetUrl).toBe('/shop/almaznaya-vyshivka/');
    // A filter that follows the stock is no page of its own: the landing stays canonical.
    expect(seo.canonical).toBe(url);
  });

  it('a price typed as roubles filters, kopecks after a comma too; 1e308, 0x10 or -5 filter nothing and stay out of the links', async () => {
    const url = '/shop/almaznaya-vyshivka/';
    const { data: all } = await page(url);
    const { data: typed } = await page(`${url}?price_from=1500,50`);
    expect(typed.price.from).toBe(1500.5);
    expect(typed.pagination.total).toBeLessThan(all.pagination.total);
    for (const junk of ['1e308', '0x10', '-5', '1%2B1']) {
      const { data } = await page(`${url}?price_from=${junk}`);
      expect(data.price.from, junk).toBeNull();
      expect(data.pagination.total, junk).toBe(all.pagination.total);
      const links = [...data.filter.flatMap((item) => item.values), ...data.sorts].map(
        (l) => l.url,
      );
      expect(
        links.filter((link) => link.includes('price_from')),
        junk,
      ).toEqual([]);
    }
  });

  it('the public filter lists configured values first, the other sizes numerically', async () => {
    const { data } = await page('/shop/almaznaya-vyshivka/');
    const sizes = data.filter
      .find((item) => item.code === 'razmer')!
      .values.map((value) => value.value);
    expect(sizes.slice(0, 5)).toEqual(['20x30', '30x40', '40x50', '50x65', '60x80']);
    expect(sizes.slice(5, 9)).toEqual(['10x15', '10x20', '15x15', '20x20']);
    expect(sizes.at(-1)).toBe('90x120');
  });

  it('a bound section uses the filter settings of the section it is bound to', async () => {
    const [bound] = await db.query<{ code: string }>(
      `SELECT s.code FROM filter_binds b JOIN sections s ON s.id = b.section_id
        WHERE b.bind_section_id = (SELECT id FROM sections WHERE code = 'almaznaya-vyshivka')
        ORDER BY s.id LIMIT 1`,
    );
    const codes = async (code: string) =>
      (await page(`/shop/${code}/`)).data.filter.map((item) => item.code);
    const diamondCodes = await codes('almaznaya-vyshivka');
    expect(await codes(bound!.code)).toEqual(diamondCodes);
    // the diamond branch's own items, not those of the default section 0 (pazly has none of its own)
    expect(diamondCodes).toContain('tip-vykladki');
    expect(await codes('pazly')).not.toContain('tip-vykladki');
    expect(await codes('pazly')).toContain('slozhnost');
  });

  it('a property switched off for the section is not in its filter', async () => {
    await db.query(
      `INSERT INTO filter_config (uf_section_id, uf_property_id, uf_name, uf_sort)
       SELECT s.id, p.id, p.name, 900 FROM sections s, properties p
        WHERE s.code = 'kartiny-po-nomeram' AND p.code = 'forma-straz'`,
    );
    try {
      await catalogChanged(app, 'presentation');
      const { data } = await page('/shop/kartiny-po-nomeram/?sort=new');
      expect(data.filter.map((item) => item.code)).not.toContain('forma-straz');
      expect(data.filter.map((item) => item.code)).toContain('tip-krasok');
    } finally {
      await db.query(`DELETE FROM filter_config WHERE uf_sort = 900`);
      await catalogChanged(app, 'presentation');
    }
  });

  it('the gift certificates url stays its own page', async () => {
    expect((await page('/shop/podarochnye-sertifikaty/')).type).toBe('giftCertificates');
  });

  it('unknown sections, landing values and deeper urls answer 404', async () => {
    expect(await status('/shop/net-takogo-razdela/')).toBe(404);
    expect(await status('/shop/almaznaya-vyshivka/razmer-1x1/')).toBe(404);
    expect(await status('/shop/almaznaya-vyshivka/nichego/')).toBe(404);
    expect(await status('/shop/almaznaya-vyshivka/razmer-40x50/lishnee/')).toBe(404);
  });
});

describe('filter landing pages', () => {
  it('R-PAGE-5: H1, title and description come from the default SEO item, no #TOKEN# left', async () => {
    const url = '/shop/almaznaya-vyshivka/razmer-10x15/';
    const { seo, data, variables, breadcrumbs } = await page(url);
    const figures = await sqlFigures(db, {
      sectionCode: 'almaznaya-vyshivka',
      values: { razmer: await valueIds(db, 'razmer', ['10x15']) },
    });
    // UF_REPLACES: '10x15' -> '10 на 15'
    expect(seo.h1).toBe('Алмазная вышивка размером 10 на 15');
    expect(seo.title).toBe(`Алмазная вышивка 10 на 15 см — купить от ${figures.min} ₽`);
    expect(seo.meta).toContainEqual({
      name: 'description',
      content: `Алмазная вышивка размером 10 на 15 см с доставкой по России. Товаров: ${figures.count}.`,
    });
    expect(JSON.stringify(seo)).not.toMatch(/#[A-Z_]+#/);
    expect(seo.canonical).toBe(url);
    expect(variables.GOODS_COUNT).toBe(figures.count);
    expect(data.landing).toEqual({
      propertyCode: 'razmer',
      propertyName: 'Размер',
      value: '10x15',
      slug: '10x15',
    });
    expect(breadcrumbs.at(-1)).toEqual({ title: '10x15', link: url });
  });

  it('a section url SEO item overrides the default one', async () => {
    const { seo } = await page('/shop/almaznaya-vyshivka/forma-straz-kruglye/');
    expect(seo.h1).toBe('Алмазная мозаика: круглые стразы');
  });

  it('UF_TO_LOWER_CASE lowercases the value; a property without SEO item gets plain texts', async () => {
    const theme = await page('/shop/kartiny-po-nomeram/tema-ptitsy/');
    expect(theme.seo.h1).toBe('Картины по номерам: птицы');
    const replaced = await page('/shop/kartiny-po-nomeram/tema-tsvety/');
    expect(replaced.seo.h1).toBe('Картины по номерам: с цветами');
    const plain = await page('/shop/kartiny-po-nomeram/kholst-khlopkovyy-kholst/');
    expect(plain.seo.h1).toBe('Картины по номерам: Хлопковый холст');
    expect(plain.seo.title).not.toMatch(/#/);
  });

  it('UF_ACTIVE items give tag links on the section page; UF_RE_LINK the neighbouring values on a landing', async () => {
    const section = await page('/shop/almaznaya-vyshivka/');
    expect(section.data.tags).toContainEqual({
      title: '40x50',
      link: '/shop/almaznaya-vyshivka/razmer-40x50/',
    });
    expect(section.data.tags).toContainEqual({
      title: 'Hobby Home',
      link: '/shop/almaznaya-vyshivka/brend-hobby-home/',
    });
    expect(section.data.relinks).toEqual([]);

    const sizeLanding = await page('/shop/almaznaya-vyshivka/razmer-40x50/');
    const relinks = sizeLanding.data.relinks.map((link) => link.link);
    expect(relinks).toContain('/shop/almaznaya-vyshivka/razmer-30x40/');
    expect(relinks).not.toContain('/shop/almaznaya-vyshivka/razmer-40x50/');
    expect(relinks.every((link) => link.includes('/razmer-'))).toBe(true);
    // Бренд has UF_RE_LINK off in the demo
    expect((await page('/shop/almaznaya-vyshivka/brend-hobby-home/')).data.relinks).toEqual([]);
  });

  it('the HTML shell of a landing carries its title, description and canonical', async () => {
    const response = await app.inject({ url: '/shop/almaznaya-vyshivka/razmer-10x15/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Алмазная вышивка 10 на 15 см — купить от');
    expect(response.body).toMatch(
      /<link rel="canonical" href="http:\/\/[^"]+\/shop\/almaznaya-vyshivka\/razmer-10x15\/"/,
    );
  });
});

describe('the editor panel of catalogue pages', () => {
  const panelOf = async (as: Visitor, url: string) =>
    (await as.get(url, { 'x-source': 'nuxt' })).json<PageJson>().panel;

  it("issue 12 point 1: a section's and a landing's panel link to that section's filter and its url's SEO settings, for staff only", async () => {
    const editor = await signedInAsDemoStaff(app, db, 'editor');
    const [section] = await db.query<{ id: number }>(
      "SELECT id FROM sections WHERE code = 'almaznaya-vyshivka'",
    );
    const filterLink = `href="/admin/filter/?sectionId=${section?.id}"`;
    const seoLink = 'href="/admin/filter-seo/?base_url=/shop/almaznaya-vyshivka/"';
    for (const url of ['/shop/almaznaya-vyshivka/', '/shop/almaznaya-vyshivka/razmer-10x15/']) {
      const panel = await panelOf(editor, url);
      expect(panel).toContain(`${filterLink}>Настройка фильтра раздела</a>`);
      expect(panel).toContain(`${seoLink}>SEO фильтра раздела</a>`);
      expect(panel).toContain('href="/admin/">Администрирование</a>');
    }
    const root = await panelOf(editor, '/shop/');
    expect(root).toContain('href="/admin/filter/?sectionId=0"');
    expect(root).toContain('href="/admin/filter-seo/?base_url=/"');
    expect((await page('/shop/almaznaya-vyshivka/')).panel).toBe('');
  });
});

describe('sitemap', () => {
  it('lists sections, landings of active SEO properties and products, in parts of 50 000', async () => {
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('/sitemap-1.xml</loc>');
    expect(index.body).not.toContain('/sitemap-2.xml');

    const part = await app.inject({ url: '/sitemap-1.xml' });
    expect(part.statusCode).toBe(200);
    const locs = [...part.body.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(locs).toContain('/shop/');
    expect(locs).toContain('/shop/almaznaya-vyshivka/');
    expect(locs).toContain('/shop/almaznaya-vyshivka/razmer-40x50/');
    const [product] = await db.query<{ url: string }>(
      `SELECT '/product/' || s.code || '/' || p.code || '/' AS url
         FROM products p JOIN sections s ON s.id = p.section_id WHERE p.active ORDER BY p.id DESC LIMIT 1`,
    );
    expect(locs).toContain(product!.url);
    const [{ count }] = (await db.query<{ count: number }>(
      'SELECT count(*) AS count FROM products WHERE active',
    )) as [{ count: number }];
    expect(locs.filter((loc) => loc!.startsWith('/product/'))).toHaveLength(count);
    expect((await app.inject({ url: '/sitemap-2.xml' })).statusCode).toBe(404);
  });
});
