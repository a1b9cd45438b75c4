import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/lib/db';
import { insertShopFixtures, type ShopFixtures } from '../../server/testing/shopFixtures';
import { countRows, shopForSuite, visitor } from '../../server/testing/shopVisitor';
import { UNAVAILABLE_ANSWER } from '../../server/testing/unavailable';

/**
 * A full disk under the database (seen on a data folder of a 200 MB tmpfs: every write refused
 * with SQLSTATE 53100 "could not extend file … No space left on device", reads served, writes
 * back by themselves once space is freed; docs/operations.md "When the disk is full"). Here the
 * engine itself raises that error, from a trigger on the basket's lines, on both engines: the
 * shopper is told the shop is briefly unavailable instead of an internal error, nothing is
 * written, and the same call succeeds once the disk has room again.
 */
let db: Db;
let app: FastifyInstance;
let f: ShopFixtures;

shopForSuite(async (shop) => {
  ({ db, app } = shop);
  f = await insertShopFixtures(db);
});

const NO_SPACE = `could not extend file "base/5/16865": No space left on device`;

async function fillDisk() {
  await db.query(`CREATE FUNCTION disk_is_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${NO_SPACE}' USING ERRCODE = 'disk_full'; END $$`);
  await db.query(`CREATE TRIGGER disk_is_full BEFORE INSERT OR UPDATE ON basket_items
    FOR EACH STATEMENT EXECUTE FUNCTION disk_is_full()`);
}

async function freeSpace() {
  await db.query('DROP TRIGGER IF EXISTS disk_is_full ON basket_items');
  await db.query('DROP FUNCTION IF EXISTS disk_is_full()');
}

afterEach(freeSpace);

describe('a full disk under the database', () => {
  it('answers a write 503 with Retry-After and the Russian message, writes nothing, and works again once space is freed', async () => {
    const shopper = visitor(app);
    await fillDisk();

    const refused = await shopper.post('/api/catalog/basket/add', {
      productId: f.paint,
      quantity: 1,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual(UNAVAILABLE_ANSWER);
    expect(await countRows(db, 'basket_items')).toBe(0);
    // Reading needs no disk space: the shopper's (empty) basket is still shown.
    const basket = await shopper.get('/api/catalog/basket/info');
    expect(basket.statusCode).toBe(200);
    expect(basket.json()).toMatchObject({ result: { items: [] } });

    await freeSpace();
    const added = await shopper.post('/api/catalog/basket/add', {
      productId: f.paint,
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    expect(await countRows(db, 'basket_items')).toBe(1);
  });
});
