import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it, vi } from 'vitest';
import type { Db } from '../../lib/db/types';
import { shopForSuite } from '../../testing/shopVisitor';
import { catalogChanged } from './index';

/** Compressions the shop asked zlib for, by encoding (the compression plugin streams instead). */
const compressions = vi.hoisted(() => ({ br: 0, gzip: 0 }));

vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  const counted =
    <F extends (...args: never[]) => unknown>(encoding: 'br' | 'gzip', compress: F) =>
    (...args: Parameters<F>) => {
      compressions[encoding]++;
      return compress(...args);
    };
  return {
    ...zlib,
    brotliCompress: counted('br', zlib.brotliCompress),
    gzip: counted('gzip', zlib.gzip),
  };
});

let db: Db;
let app: FastifyInstance;

shopForSuite((shop) => {
  ({ db, app } = shop);
});

/** The first sitemap file's text: catalogChanged resolves once this process serves the change. */
const firstSitemap = async () => (await app.inject({ url: '/sitemap-1.xml' })).body;

const firstActiveProduct = async () => {
  const [product] = await db.query<{ id: number; url: string }>(
    `SELECT p.id, '/product/' || s.code || '/' || p.code || '/' AS url
       FROM products p JOIN sections s ON s.id = p.section_id
      WHERE p.active ORDER BY p.id LIMIT 1`,
  );
  if (!product) throw new Error('no active product');
  return product;
};

/**
 * Issue 9 point 11: a sitemap file is rendered once per catalogue snapshot and every request gets
 * those bytes (bench/sitemap.ts measures the memory); a catalogue change still reaches it.
 */
it('issue 9 point 11: concurrent requests get one rendering, and a catalogue change still reaches the sitemap', async () => {
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => app.inject({ url: '/sitemap-1.xml' })),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);

  const product = await firstActiveProduct();
  expect(answers[0]?.body).toContain(`${product.url}</loc>`);
  await db.query('UPDATE products SET active = false WHERE id = $1', [product.id]);
  await catalogChanged(app, 'products');
  expect(await firstSitemap()).not.toContain(`${product.url}</loc>`);
});

it('issue 22 point 5: a sitemap file is compressed once per catalogue version and encoding', async () => {
  const fetch = (encoding: string) =>
    app.inject({ url: '/sitemap-1.xml', headers: { 'accept-encoding': encoding } });
  const decoded = {
    br: (bytes: Buffer) => brotliDecompressSync(bytes).toString(),
    gzip: (bytes: Buffer) => gunzipSync(bytes).toString(),
  };
  const plain = (await app.inject({ url: '/sitemap-1.xml' })).body;
  const before = { ...compressions };
  for (const encoding of ['br', 'gzip'] as const) {
    const answers = [await fetch(encoding), await fetch(`${encoding}, identity`)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(decoded[encoding](answer.rawPayload)).toBe(plain);
    }
  }
  expect(compressions).toEqual({ br: before.br + 1, gzip: before.gzip + 1 });

  // A catalogue change is a new version: compressed again, once.
  const product = await firstActiveProduct();
  await db.query('UPDATE products SET active = false WHERE id = $1', [product.id]);
  await catalogChanged(app, 'products');
  const changed = [await fetch('br'), await fetch('br')];
  expect(decoded.br(changed[0]!.rawPayload)).not.toContain(`${product.url}</loc>`);
  expect(compressions).toEqual({ br: before.br + 2, gzip: before.gzip + 1 });
});

it('issue 11 point 6: robots.txt opens the catalogue to crawlers, closes the cabinet and names the sitemap', async () => {
  const answer = await app.inject({ url: '/robots.txt' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  const lines = answer.body.trim().split('\n');
  expect(lines).toContain('Disallow: /personal/');
  expect(lines).toContain('Disallow: /admin/');
  expect(lines).not.toContain('Disallow: /shop/');
  expect(lines).toContain(`Sitemap: ${app.config.publicUrl}/sitemap.xml`);
});
