import type { Db } from '../lib/db';
import type { Queryable } from '../lib/db/types';

/**
 * Rows beside the small demo, all coded `shop-test-*` (or far-away ids) so they cannot clash
 * with it: a two-level section, products with known stock and prices, a city with its own price
 * list, and coupons in every state.
 */
export interface ShopFixtures {
  /** In stock: 5. Москва 1000 (was 1200), Тестоград 1100. */
  paint: number;
  /** In stock: 999. Москва 250.5, Тестоград 300. */
  beads: number;
  /** Out of stock. */
  soldOut: number;
  /** Inactive (taken off sale). */
  hidden: number;
  cityId: number;
  cityPhone: { value: string; normalized: string };
}

export const TEST_CITY_ID = 990_101;

export async function insertShopFixtures(db: Db): Promise<ShopFixtures> {
  const [root] = await db.query<{ id: number }>(
    `INSERT INTO sections (code, name, depth) VALUES ('shop-test-root', 'Тестовая вышивка', 1) RETURNING id`,
  );
  const [child] = await db.query<{ id: number }>(
    `INSERT INTO sections (parent_id, code, name, depth, path) VALUES ($1, 'shop-test-landscapes', 'Пейзажи', 2, ARRAY[$1::int])
     RETURNING id`,
    [root?.id],
  );
  const products = await db.query<{ id: number; code: string }>(
    `INSERT INTO products (code, name, brand, active, is_new, images, section_id) VALUES
       ('shop-test-paint', 'Картина Озеро', 'Тестбренд', true, true, 2, $1),
       ('shop-test-beads', 'Бисер Радуга', NULL, true, false, 0, $1),
       ('shop-test-sold-out', 'Набор Пустота', NULL, true, false, 1, $1),
       ('shop-test-hidden', 'Набор Снятый', NULL, false, false, 1, $1)
     RETURNING id, code`,
    [child?.id],
  );
  const id = (code: string) => products.find((p) => p.code === `shop-test-${code}`)?.id as number;
  await setStock(db, id('paint'), 5);
  await setStock(db, id('beads'), 999);
  await setStock(db, id('hidden'), 10);

  const [moscow] = await db.query<{ price_type_id: number }>(
    `SELECT price_type_id FROM locations WHERE id = 0`,
  );
  const [cityPrices] = await db.query<{ id: number }>(
    `INSERT INTO price_types (code, name) VALUES ('shop-test', 'Цены Тестограда') RETURNING id`,
  );
  await db.query(
    `INSERT INTO locations (id, code, name, kladr, path_string, price_type_id, phone, phone_normalized)
     VALUES ($1, 'shop-test-city', 'Тестоград', '9900000000000', 'Россия, Тестоград', $2, '+7 (999) 111-22-33', '+79991112233')`,
    [TEST_CITY_ID, cityPrices?.id],
  );
  await db.query(
    `INSERT INTO prices (product_id, price_type_id, price, old_price) VALUES
       ($1, $5, 1000, 1200), ($2, $5, 250.5, NULL), ($3, $5, 500, NULL), ($4, $5, 700, NULL),
       ($1, $6, 1100, NULL), ($2, $6, 300, NULL), ($3, $6, 550, NULL), ($4, $6, 770, NULL)`,
    [id('paint'), id('beads'), id('sold-out'), id('hidden'), moscow?.price_type_id, cityPrices?.id],
  );
  await db.query(
    `INSERT INTO coupons (code, discount_percent, discount_amount, expires_at, active) VALUES
       ('SHOP-TEST-10', 10, NULL, NULL, true),
       ('SHOP-TEST-300', NULL, 300, now() + interval '1 year', true),
       ('SHOP-TEST-EXPIRED', 20, NULL, now() - interval '1 day', true),
       ('SHOP-TEST-OFF', 30, NULL, NULL, false)`,
  );
  return {
    paint: id('paint'),
    beads: id('beads'),
    soldOut: id('sold-out'),
    hidden: id('hidden'),
    cityId: TEST_CITY_ID,
    cityPhone: { value: '+7 (999) 111-22-33', normalized: '+79991112233' },
  };
}

/** A product's stock as it is now. */
export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.query<{ stock: number }>(
    `SELECT stock FROM product_stock WHERE product_id = $1`,
    [productId],
  );
  if (!row) throw new Error(`no product ${productId}`);
  return row.stock;
}

/** Sets a product's stock (its own table, migration 044; a new product's is 0). */
export async function setStock(db: Queryable, productId: number, stock: number): Promise<void> {
  const changed = await db.query(
    `UPDATE product_stock SET stock = $2 WHERE product_id = $1 RETURNING 1`,
    [productId, stock],
  );
  if (!changed.length) throw new Error(`no product ${productId}`);
}
