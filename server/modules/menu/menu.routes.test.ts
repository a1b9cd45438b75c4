import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { startShop, visitor } from '../../testing/shopVisitor';
import type { Schema } from '../../lib/api/contract';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await startShop());
  // Beside the demo menu, sorted after it: a parent whose children were inserted out of order.
  const [parent] = await db.query<{ id: number }>(
    `INSERT INTO menus (menu, link, title, css_class, sort) VALUES ('mainPage', '/menu-test/', 'Тестовый раздел', 'menu-test', 100000)
     RETURNING id`,
  );
  await db.query(
    `INSERT INTO menus (menu, parent_id, link, title, sort) VALUES
       ('mainPage', $1, '/menu-test/b/', 'Второй', 20),
       ('mainPage', $1, '/menu-test/a/', 'Первый', 10)`,
    [parent?.id],
  );
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

type MenuItem = Schema<'MenuItem'>;

describe('menus', () => {
  it.each(['topmost', 'catalogAdditional', 'catalog', 'mainPage'])(
    'R-MENU-1: /api/menu/%s returns a cacheable list of items with link, cssClass and children',
    async (menu) => {
      const response = await visitor(app).get(`/api/menu/${menu}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const items = (response.json() as { result: MenuItem[] }).result;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(['children', 'cssClass', 'link', 'title']);
        expect(item.link).toMatch(/^\//);
      }
    },
  );

  it('R-MENU-1: items form a tree, each level in sort order', async () => {
    const items = ((await visitor(app).get('/api/menu/mainPage')).json() as { result: MenuItem[] })
      .result;
    expect(items.at(-1)).toEqual({
      link: '/menu-test/',
      title: 'Тестовый раздел',
      cssClass: 'menu-test',
      children: [
        { link: '/menu-test/a/', title: 'Первый', cssClass: null, children: [] },
        { link: '/menu-test/b/', title: 'Второй', cssClass: null, children: [] },
      ],
    });
  });

  it('R-MENU-1: the catalogue menu nests sections under their top section', async () => {
    const items = ((await visitor(app).get('/api/menu/catalog')).json() as { result: MenuItem[] })
      .result;
    expect(items.some((item) => item.children.length > 0)).toBe(true);
    expect(items.map((item) => item.link)).toContain('/shop/podarochnye-sertifikaty/');
  });
});
