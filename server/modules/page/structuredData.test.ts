import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { shopForSuite } from '../../testing/shopVisitor';

/**
 * Issue 27 point 1: schema.org data (JSON-LD) and link preview tags in the server's HTML, with
 * the properties Google's and Yandex's documentation call required and recommended: Product
 * (name, image, offers with price, currency, availability and url; sku, brand, description,
 * aggregateRating), BreadcrumbList, ItemList, Organization.
 */
let app: FastifyInstance;
let db: Db;
shopForSuite((shop) => {
  ({ app, db } = shop);
});

interface Crumb {
  '@type': string;
  position: number;
  name: string;
  item: string;
}
type Data = Record<string, unknown> & { '@type': string; '@context': string };

const html = async (url: string, cookie?: string) => {
  const answer = await app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};
const pageJson = async (url: string, cookie?: string) =>
  (
    await app.inject({ url, headers: { 'x-source': 'nuxt', ...(cookie ? { cookie } : {}) } })
  ).json();

/** The JSON-LD objects of a page's head, by type. */
function structuredData(page: string): Map<string, Data> {
  const scripts = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const found = new Map<string, Data>();
  for (const [, json] of scripts) {
    const data = JSON.parse(json as string) as Data;
    expect(data['@context']).toBe('https://schema.org');
    found.set(data['@type'], data);
  }
  return found;
}

const meta = (page: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page)?.[1];

const absolute = expect.stringMatching(/^https?:\/\/[^/]+\//);

describe('issue 27 point 1: structured data and link previews in the server HTML', () => {
  it('describes a product: its offer at the city’s price, its brand, images and breadcrumbs', async () => {
    const section = await pageJson('/shop/almaznaya-vyshivka/');
    const card = section.data.products[0];
    const page = await html(card.url);
    const { data } = await pageJson(card.url);
    const product = structuredData(page).get('Product');
    expect(product).toMatchObject({
      name: data.product.name,
      sku: data.product.sku,
      brand: { '@type': 'Brand', name: data.product.brand },
      description: expect.stringMatching(/\S/),
      offers: {
        '@type': 'Offer',
        url: expect.stringMatching(new RegExp(`^https?://[^/]+${card.url}$`)),
        price: data.product.price,
        priceCurrency: 'RUB',
        availability: `https://schema.org/${data.product.available ? 'InStock' : 'OutOfStock'}`,
      },
    });
    expect(product?.description).not.toMatch(/<p>/);
    expect(product?.image).toEqual(data.product.images.map(() => absolute));

    const crumbs = structuredData(page).get('BreadcrumbList')?.itemListElement as Crumb[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(
      (await pageJson(card.url)).breadcrumbs.map((crumb: { title: string }) => crumb.title),
    );
    expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, n) => n + 1));
    expect(crumbs.every((crumb) => absolute.asymmetricMatch(crumb.item))).toBe(true);

    expect(meta(page, 'og:type')).toBe('product');
    expect(meta(page, 'og:title')).toBe((await pageJson(card.url)).seo.title);
    expect(meta(page, 'og:image')).toMatch(/^https?:\/\/[^/]+\/images\/products\//);
    expect(meta(page, 'og:url')).toMatch(new RegExp(`${card.url}$`));
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
  });

  it('gives the price of the visitor’s city, which the page shows', async () => {
    const [other] = await db.query<{ id: number }>(
      `SELECT id FROM locations
        WHERE price_type_id <> (SELECT price_type_id FROM locations ORDER BY id LIMIT 1)
        ORDER BY id LIMIT 1`,
    );
    const cookie = `location_id=${other?.id}`;
    const section = await pageJson('/shop/almaznaya-vyshivka/', cookie);
    const url: string = section.data.products[0].url;
    const { data } = await pageJson(url, cookie);
    const offers = structuredData(await html(url, cookie)).get('Product')?.offers;
    expect(offers).toMatchObject({ price: data.product.price });
    // The default city's price list differs, so the data cannot be the default city's.
    expect((await pageJson(url)).data.product.price).not.toBe(data.product.price);
  });

  it('rates a product with reviews by their average and count', async () => {
    const [reviewed] = await db.query<{ id: number }>(
      `SELECT product_id AS id FROM reviews WHERE is_published GROUP BY product_id LIMIT 1`,
    );
    const url = (
      await db.query<{ url: string }>(
        `SELECT '/product/' || s.code || '/' || p.code || '/' AS url
           FROM products p JOIN sections s ON s.id = p.section_id WHERE p.id = $1`,
        [reviewed?.id],
      )
    )[0]?.url as string;
    const { data } = await pageJson(url);
    expect(data.reviews.count).toBeGreaterThan(0);
    expect(structuredData(await html(url)).get('Product')?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: data.reviews.average,
      reviewCount: data.reviews.count,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('lists a section’s and a landing’s products in the order and positions of their page', async () => {
    for (const url of [
      '/shop/almaznaya-vyshivka/page/2/',
      '/shop/almaznaya-vyshivka/razmer-10x15/',
    ]) {
      const page = await html(url);
      const { data } = await pageJson(url);
      const list = structuredData(page).get('ItemList');
      const first = (data.pagination.page - 1) * data.pagination.pageSize;
      expect(list?.numberOfItems).toBe(data.pagination.total);
      expect(list?.itemListElement).toEqual(
        data.products.map((product: { url: string; name: string }, n: number) => ({
          '@type': 'ListItem',
          position: first + n + 1,
          url: expect.stringMatching(new RegExp(`^https?://[^/]+${product.url}$`)),
          name: product.name,
        })),
      );
      expect(structuredData(page).get('BreadcrumbList')).toBeDefined();
      expect(meta(page, 'og:type')).toBe('website');
      expect(meta(page, 'og:url')).toBe(/<link rel="canonical" href="([^"]+)"/.exec(page)?.[1]);
      expect(meta(page, 'og:image')).toMatch(/^https?:\/\/[^/]+\/images\/products\//);
    }
  });

  it('names the shop with the city’s phone on the home page, and no breadcrumbs there', async () => {
    const page = await html('/');
    const city = (await app.inject({ url: '/api/location/getCurrent' })).json().result;
    const phone = (
      await app.inject({ url: `/api/phone/getByLocationId?locationId=${city.id}` })
    ).json().result.value;
    expect(structuredData(page).get('Organization')).toMatchObject({
      name: 'Хобби-магазин',
      url: absolute,
      logo: absolute,
      telephone: phone,
      contactPoint: { '@type': 'ContactPoint', telephone: phone },
    });
    expect(structuredData(page).has('BreadcrumbList')).toBe(false);
    expect(structuredData(page).has('Product')).toBe(false);
  });
});
