import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../../lib/db/types';
import { shopForSuite } from '../../testing/shopVisitor';
import { notifyCatalogChanged } from './index';

let db: Db;
let app: FastifyInstance;

shopForSuite((shop) => {
  ({ db, app } = shop);
});

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

  const [product] = await db.query<{ id: number; url: string }>(
    `SELECT p.id, '/product/' || s.code || '/' || p.code || '/' AS url
       FROM products p JOIN sections s ON s.id = p.section_id
      WHERE p.active ORDER BY p.id LIMIT 1`,
  );
  expect(answers[0]?.body).toContain(`${product?.url}</loc>`);
  await db.query('UPDATE products SET active = false WHERE id = $1', [product?.id]);
  await notifyCatalogChanged(db);

  const deadline = Date.now() + 10_000;
  let body = answers[0]?.body ?? '';
  while (body.includes(`${product?.url}</loc>`) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    body = (await app.inject({ url: '/sitemap-1.xml' })).body;
  }
  expect(body).not.toContain(`${product?.url}</loc>`);
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
