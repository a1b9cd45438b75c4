import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../lib/db/migrate';
import type { Db } from '../lib/db/types';
import { verifyPassword } from '../lib/password';
import { createEmptyTestDb } from '../testing/index';
import { isSeeded, seedDemoData } from './index';

// Two databases seeded independently: the generator must produce the same rows.
let first: Db;
let second: Db;
let staff: Awaited<ReturnType<typeof seedDemoData>>['staff'];
const log: string[] = [];

beforeAll(async () => {
  [first, second] = await Promise.all([createEmptyTestDb(), createEmptyTestDb()]);
  for (const db of [first, second]) await migrate(db);
  expect(await isSeeded(first)).toBe(false);
  ({ staff } = await seedDemoData(first, { size: 'small', log: (line) => log.push(line) }));
  await seedDemoData(second, { size: 'small' });
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const fingerprint = async (db: Db, sql: string) =>
  createHash('sha256')
    .update(JSON.stringify(await db.query(sql)))
    .digest('hex');

describe('demo data (small)', () => {
  it('is the same on every run', async () => {
    for (const sql of [
      'SELECT id, code, name, section_id, value_ids, is_new, created_at, attributes FROM products ORDER BY id',
      'SELECT * FROM product_stock ORDER BY product_id',
      'SELECT * FROM prices ORDER BY product_id, price_type_id',
      'SELECT * FROM sections ORDER BY id',
      'SELECT product_id, author_name, rating, text FROM reviews ORDER BY id',
    ]) {
      expect(await fingerprint(second, sql)).toBe(await fingerprint(first, sql));
    }
  });

  it('has a sane catalogue: products, sections, properties, prices', async () => {
    const [counts] = await first.query<Record<string, number>>(`SELECT
      (SELECT count(*) FROM products) AS products,
      (SELECT count(*) FROM sections) AS sections,
      (SELECT count(*) FROM properties) AS properties,
      (SELECT count(DISTINCT product_id) FROM prices) AS priced,
      (SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_sections s WHERE s.product_id = p.id)) AS homeless`);
    expect(counts).toMatchObject({ products: 3000, priced: 3000, homeless: 0 });
    expect(counts?.sections).toBeGreaterThan(50);
    expect(counts?.properties).toBeGreaterThanOrEqual(40);
    expect(await isSeeded(first)).toBe(true);
    expect(log.at(-1)).toContain('done');

    const [example] = await first.query<{ name: string }>(
      "SELECT name FROM products WHERE name LIKE 'Алмазная мозаика «%» %x% на подрамнике' LIMIT 1",
    );
    expect(example?.name).toMatch(/^Алмазная мозаика «.+» \d+x\d+ на подрамнике$/);
    const sections = await first.query<{ code: string }>(
      "SELECT code FROM sections WHERE code IN ('almaznaya-vyshivka', 'kartiny-po-nomeram', 'podarochnye-sertifikaty') ORDER BY code",
    );
    expect(sections.map((s) => s.code)).toEqual([
      'almaznaya-vyshivka',
      'kartiny-po-nomeram',
      'podarochnye-sertifikaty',
    ]);
  });

  it('has Москва as location 0 and at least 30 cities with phones', async () => {
    const cities = await first.query<{
      id: number;
      name: string;
      phone: string;
      phone_normalized: string;
    }>('SELECT id, name, phone, phone_normalized FROM locations ORDER BY id');
    expect(cities.length).toBeGreaterThanOrEqual(30);
    expect(cities[0]).toEqual({
      id: 0,
      name: 'Москва',
      phone: '+7 (495) 123-45-67',
      phone_normalized: '+74951234567',
    });
  });

  it('issue 26 point 8: the contacts page’s pickup point is Москва’s first checkout point, one list of points', async () => {
    const [contacts] = await first.query<{ content: string }>(
      `SELECT content FROM pages WHERE path = '/kontakty/'`,
    );
    const moscow = await first.query<{ title: string; address: string }>(
      'SELECT title, address FROM pickup_points WHERE location_id = 0 ORDER BY sort, id',
    );
    expect(moscow[0]).toEqual({
      title: 'Склад магазина «Хобби Хоум»',
      address: 'ул. Ткацкая, д. 5, стр. 3',
    });
    expect(contacts?.content).toContain(moscow[0]!.address);
  });

  it('has coupons, gift certificates, menus, pages and direct transitions', async () => {
    expect(
      await first.query('SELECT code, discount_percent FROM coupons WHERE code = $1', ['HOBBY10']),
    ).toEqual([{ code: 'HOBBY10', discount_percent: 10 }]);
    const nominals = await first.query<{ nominal: number; price: number }>(
      `SELECT g.nominal, p.price FROM gift_certificates g JOIN prices p ON p.product_id = g.product_id AND p.price_type_id = 1 ORDER BY g.nominal`,
    );
    expect(nominals).toEqual([1000, 2000, 3000, 5000].map((n) => ({ nominal: n, price: n })));
    const menus = await first.query<{ menu: string }>(
      'SELECT DISTINCT menu FROM menus ORDER BY menu',
    );
    expect(menus.map((m) => m.menu)).toEqual([
      'catalog',
      'catalogAdditional',
      'mainPage',
      'topmost',
    ]);
    const pages = await first.query<{ path: string }>('SELECT path FROM pages');
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/kontakty/', '/shipping/', '/bitrix-fallback/']),
    );
    expect(
      await first.query("SELECT target_url FROM direct_transitions WHERE search_query = 'мозаика'"),
    ).toEqual([{ target_url: '/shop/almaznaya-vyshivka/' }]);
  });

  it('creates staff logins that verify, and leaves sequences ready for new rows', async () => {
    expect(staff.map((s) => s.role)).toEqual(['admin', 'editor']);
    const [admin] = await first.query<{ password_hash: string; is_admin: boolean }>(
      'SELECT password_hash, is_admin FROM users WHERE email = $1',
      [staff[0]?.login],
    );
    expect(admin?.is_admin).toBe(true);
    expect(await verifyPassword(staff[0]?.password ?? '', admin?.password_hash ?? '')).toBe(true);
    const [review] = await first.query<{ id: number }>(
      "INSERT INTO reviews (author_name, rating, text) VALUES ('Тест', 5, 'Отлично') RETURNING id",
    );
    expect(review?.id).toBe(201);
  });
});
