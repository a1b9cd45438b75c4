import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../../lib/db/types';
import { shopForSuite } from '../../testing/shopVisitor';
import { catalogChanged } from './index';

let db: Db;
let app: FastifyInstance;

shopForSuite((shop) => {
  ({ db, app } = shop);
});

interface Facet {
  code: string;
  values: { slug: string; count: number }[];
}

async function sectionData(url: string) {
  const response = await app.inject({ url, headers: { 'x-source': 'nuxt' } });
  expect(response.statusCode).toBe(200);
  const body = response.json<{
    variables: { GOODS_MIN_PRICE: number };
    data: { filter: Facet[] };
  }>();
  return { variables: body.variables, filter: body.data.filter };
}

const countOf = (filter: Facet[], code: string, slug: string) =>
  filter.find((item) => item.code === code)?.values.find((value) => value.slug === slug)?.count ??
  0;

it('a product value change written through the db layer and announced changes the counts at once, without a restart', async () => {
  const url = '/shop/almaznaya-vyshivka/';
  const before = countOf((await sectionData(url)).filter, 'razmer', '40x50');
  // one product of the section of another size becomes 40x50
  const [change] = await db.query<{ id: number; size: number; target: number }>(
    `SELECT p.id, v.id AS size, t.id AS target
       FROM products p
       JOIN property_values v ON v.id = ANY(p.value_ids)
       JOIN properties pp ON pp.id = v.property_id AND pp.code = 'razmer'
       JOIN property_values t ON t.property_id = pp.id AND t.slug = '40x50'
      WHERE p.active AND v.id <> t.id AND p.section_id IN (
              SELECT id FROM sections WHERE code LIKE 'almaznaya-vyshivka%')
      ORDER BY p.id LIMIT 1`,
  );
  await db.query('UPDATE products SET value_ids = array_replace(value_ids, $2, $3) WHERE id = $1', [
    change!.id,
    change!.size,
    change!.target,
  ]);
  await catalogChanged(app, 'products');
  expect(countOf((await sectionData(url)).filter, 'razmer', '40x50')).toBe(before + 1);
});

it('R-PAGE-6: a price change announced with catalogChanged moves GOODS_MIN_PRICE', async () => {
  const url = '/shop/kartiny-po-nomeram/';
  const { variables } = await sectionData(url);
  await db.query(
    `UPDATE prices SET price = 1 WHERE price_type_id = 1 AND product_id = (
       SELECT p.id FROM products p JOIN product_sections ps ON ps.product_id = p.id
         JOIN sections s ON s.id = ps.section_id
        WHERE p.active AND s.code LIKE 'kartiny-po-nomeram%' ORDER BY p.id LIMIT 1)`,
  );
  await catalogChanged(app, 'products');
  expect(variables.GOODS_MIN_PRICE).toBeGreaterThan(1);
  expect((await sectionData(url)).variables.GOODS_MIN_PRICE).toBe(1);
});
