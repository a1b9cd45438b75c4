import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { existsSync } from 'node:fs';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { shopForSuite } from '../../testing/shopVisitor';
import { UNAVAILABLE_ANSWER } from '../../testing/unavailable';
import { catalogChanged } from './catalogChanges';

/**
 * Issue 27 point 3: the Yandex Market feed at /feeds/yandex-market.xml, checked against YML's
 * structure (yml_catalog with its dated shop: name, company, url, currencies, categories,
 * delivery, offers) and against the catalogue it describes.
 */
let app: FastifyInstance;
let db: Db;
/** Beyond Linux's largest pid (2^22): a process that cannot be running. */
const ENDED_PID = 4_194_305;
const feedFile = (pid: number) =>
  join(app.config.dataDir, 'feeds', `yandex-market-${pid}-1.xml.gz`);
shopForSuite(async (shop) => {
  ({ app, db } = shop);
  // Files another process left: one that has ended, one still running (this one's parent).
  await mkdir(join(app.config.dataDir, 'feeds'), { recursive: true });
  await writeFile(feedFile(ENDED_PID), 'old feed');
  await writeFile(feedFile(process.ppid), 'the feed of a running process');
});

const FEED = '/feeds/yandex-market.xml';

async function feed(acceptEncoding = 'gzip, deflate, br') {
  const answer = await app.inject({ url: FEED, headers: { 'accept-encoding': acceptEncoding } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
  const text =
    answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.rawPayload).toString('utf8')
      : answer.body;
  return { answer, text };
}

function parse(text: string): Document {
  const { document } = new JSDOM(text, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

const childText = (element: Element, name: string) =>
  [...element.children].find((child) => child.tagName === name)?.textContent ?? null;

describe('issue 27 point 3: the Yandex Market feed', () => {
  it('is a YML document of the shop, its categories and an offer per product on sale', async () => {
    const { answer, text } = await feed();
    expect(answer.headers['content-encoding']).toBe('gzip');
    const document = parse(text);
    const root = document.documentElement;
    expect(root.tagName).toBe('yml_catalog');
    expect(root.getAttribute('date')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d\+03:00$/);
    const shop = root.querySelector(':scope > shop') as Element;
    expect([...shop.children].map((child) => child.tagName)).toEqual([
      'name',
      'company',
      'url',
      'currencies',
      'categories',
      'delivery-options',
      'pickup-options',
      'offers',
    ]);
    expect(childText(shop, 'name')).toBe('Хобби-магазин');
    expect(childText(shop, 'url')).toMatch(/^https?:\/\/[^/]+\/$/);
    const currency = shop.querySelector('currencies > currency');
    expect([currency?.getAttribute('id'), currency?.getAttribute('rate')]).toEqual(['RUR', '1']);
    const option = shop.querySelector('delivery-options > option');
    expect(option?.getAttribute('cost')).toMatch(/^\d+$/);
    expect(option?.getAttribute('days')).toMatch(/^\d+(-\d+)?$/);

    const categories = [...shop.querySelectorAll('categories > category')];
    const [{ n: activeSections }] = (await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sections WHERE active',
    )) as [{ n: number }];
    expect(categories).toHaveLength(activeSections);
    const categoryIds = new Set(categories.map((category) => category.getAttribute('id')));
    for (const category of categories) {
      const parent = category.getAttribute('parentId');
      if (parent !== null) expect(categoryIds.has(parent)).toBe(true);
      expect(category.textContent).not.toBe('');
    }

    const offers = [...shop.querySelectorAll('offers > offer')];
    const [{ n: onSale }] = (await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p
         JOIN sections s ON s.id = p.section_id AND s.active
         JOIN prices pr ON pr.product_id = p.id
          AND pr.price_type_id = (SELECT price_type_id FROM locations WHERE id = 0)
        WHERE p.active AND p.kind = 'regular'`,
    )) as [{ n: number }];
    expect(offers).toHaveLength(onSale);
    for (const offer of offers) {
      expect(offer.getAttribute('id')).toMatch(/^\d+$/);
      expect(['true', 'false']).toContain(offer.getAttribute('available'));
      expect(childText(offer, 'url')).toMatch(/^https?:\/\/[^/]+\/product\/[^/]+\/[^/]+\/$/);
      expect(Number(childText(offer, 'price'))).toBeGreaterThan(0);
      const oldPrice = childText(offer, 'oldprice');
      if (oldPrice !== null)
        expect(Number(oldPrice)).toBeGreaterThan(Number(childText(offer, 'price')));
      expect(childText(offer, 'currencyId')).toBe('RUR');
      expect(categoryIds.has(childText(offer, 'categoryId'))).toBe(true);
      expect(childText(offer, 'picture')).toMatch(/^https?:\/\/[^/]+\/images\/products\//);
      expect(childText(offer, 'name')).not.toBe('');
    }
  });

  it('describes a product as its page does: price, old price, vendor, stock and params', async () => {
    const document = parse((await feed()).text);
    const [product] = await db.query<{
      id: number;
      name: string;
      brand: string;
      stock: number;
      price: string;
      old_price: string | null;
    }>(
      `SELECT p.id, p.name, p.brand, st.stock, pr.price, pr.old_price FROM products p
         JOIN product_stock st ON st.product_id = p.id
         JOIN prices pr ON pr.product_id = p.id
          AND pr.price_type_id = (SELECT price_type_id FROM locations WHERE id = 0)
        WHERE p.active AND p.kind = 'regular' AND p.brand IS NOT NULL AND pr.old_price IS NOT NULL
          AND cardinality(p.value_ids) > 0
        ORDER BY p.id LIMIT 1`,
    );
    const offer = document.querySelector(`offer[id="${product?.id}"]`) as Element;
    expect(childText(offer, 'name')).toBe(product?.name);
    expect(childText(offer, 'vendor')).toBe(product?.brand);
    expect(Number(childText(offer, 'price'))).toBe(Number(product?.price));
    expect(Number(childText(offer, 'oldprice'))).toBe(Number(product?.old_price));
    expect(offer.getAttribute('available')).toBe(String((product?.stock ?? 0) > 0));
    const params = [...offer.querySelectorAll('param')].map((param) => [
      param.getAttribute('name'),
      param.textContent,
      param.getAttribute('unit'),
    ]);
    const expected = await db.query<{ name: string; value: string; is_size: boolean }>(
      `SELECT pp.name, v.value, pp.is_size FROM products p
         JOIN property_values v ON v.id = ANY (p.value_ids)
         JOIN properties pp ON pp.id = v.property_id WHERE p.id = $1`,
      [product?.id],
    );
    expect(params.sort()).toEqual(
      expected.map((row) => [row.name, row.value, row.is_size ? 'см' : null]).sort(),
    );
  });

  it('sends the same document to a client without gzip, and a new one after a catalogue change', async () => {
    const zipped = (await feed()).text;
    const { answer, text } = await feed('identity');
    expect(answer.headers['content-encoding']).toBeUndefined();
    const withoutDates = (xml: string) => xml.replace(/date="[^"]+"/, '');
    expect(withoutDates(text)).toBe(withoutDates(zipped));

    const [product] = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM products WHERE active AND kind = 'regular' ORDER BY id LIMIT 1`,
    );
    await db.query(`UPDATE products SET name = 'Новое имя & «кавычки»' WHERE id = $1`, [
      product?.id,
    ]);
    await catalogChanged(app, 'products');
    const changed = parse((await feed()).text);
    expect(childText(changed.querySelector(`offer[id="${product?.id}"]`) as Element, 'name')).toBe(
      'Новое имя & «кавычки»',
    );
  });

  it('answers 503 while the disk is full, leaves no part of the file, and writes it once there is room', async () => {
    await catalogChanged(app, 'products');
    const folder = join(app.config.dataDir, 'feeds');
    const ours = new RegExp(`^yandex-market-${process.pid}-(\\d+)\\.xml\\.gz$`);
    const numbers = (await readdir(folder)).map((name) => Number(ours.exec(name)?.[1] ?? 0));
    // The new snapshot's file is written through this name: to /dev/full, where every write
    // fails as on a full disk (ENOSPC).
    const next = join(
      folder,
      `yandex-market-${process.pid}-${Math.max(...numbers) + 1}.xml.gz.partial`,
    );
    await symlink('/dev/full', next);

    const refused = await app.inject({ url: FEED });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual(UNAVAILABLE_ANSWER);
    expect(existsSync(next)).toBe(false);
    parse((await feed()).text);
  });

  it('removes the feed files of processes that have ended, and no running one’s', async () => {
    await feed();
    expect(existsSync(feedFile(ENDED_PID))).toBe(false);
    expect(existsSync(feedFile(process.ppid))).toBe(true);
  });
});
