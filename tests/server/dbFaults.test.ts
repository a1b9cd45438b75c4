import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { isDbUnavailable, SETUP_DB_LIMITS, type Db, type DbLimits } from '../../server/lib/db';
import { openPostgres } from '../../server/lib/db/pgDb';
import {
  fillBasket,
  orderForm,
  placeFrom,
  seenBasket,
  type PlacedAnswer,
} from '../../server/modules/checkout/testing';
import { createTestDb } from '../../server/testing';
import { UNAVAILABLE_ANSWER as UNAVAILABLE } from '../../server/testing/unavailable';
import { insertShopFixtures, type ShopFixtures } from '../../server/testing/shopFixtures';
import { visitor, type Visitor } from '../../server/testing/shopVisitor';
import { startRelay, urlOf, type TcpRelay } from './tcpRelay';

/**
 * Issue 22 point 1 and its first acceptance bullet: the connections between the shop and
 * PostgreSQL go through a TCP relay of the test's own, which resets them all during parallel
 * checkouts, or leaves them half-open for 10 s. The process lives, answers 503 meanwhile, and 200
 * within 10 s after; every acknowledged order is whole and none is half-written.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.log('dbFaults.test.ts skipped: TEST_DATABASE_URL is not set (faults of PostgreSQL only)');

/** Short limits, so that a silent connection is found in seconds: production waits longer. */
const FAULT_LIMITS: DbLimits = {
  connectTimeoutMs: 2000,
  keepAliveMs: 1000,
  statementTimeoutMs: 2500,
  idleInTransactionTimeoutMs: 2000,
  queryTimeoutMs: 3000,
};
/** The acceptance's numbers: how long the connections stay half-open, how soon the shop is back. */
const HALF_OPEN_MS = 10_000;
const BACK_WITHIN_MS = 10_000;
const POLL_MS = 100;
/** The statement that writes an order's lines (checkout/queries.ts writeOrder): the fault strikes as an order is being written. */
const ORDER_WRITE = 'INSERT INTO order_items';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('issue 22 point 1: faults of the database connection', () => {
  let testDb: Db;
  let appDb: Db;
  let app: FastifyInstance;
  let relay: TcpRelay;
  let f: ShopFixtures;
  const heard: string[] = [];
  const crashes: unknown[] = [];
  const crashed = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', crashed);
    process.on('unhandledRejection', crashed);
    testDb = await createTestDb();
    f = await insertShopFixtures(testDb);
    relay = await startRelay(new URL(serverUrl as string));
    appDb = await openPostgres(await urlOf(testDb, serverUrl as string, relay), FAULT_LIMITS);
    await appDb.listen('fault_drill', (payload) => heard.push(payload));
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
    app = await buildApp({ db: appDb, config: { ...loadConfig({}), spaDir: null, dataDir } });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await relay?.close();
    await app?.close().catch(() => undefined);
    await appDb?.close().catch(() => undefined);
    await testDb?.close();
    process.off('uncaughtException', crashed);
    process.off('unhandledRejection', crashed);
  });

  // The process lives: no error of a connection reached the process unhandled.
  afterEach(() => expect(crashes).toEqual([]));

  const lastOrderId = async () =>
    (await testDb.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM orders'))[0]?.id ??
    0;

  /** `count` shoppers with a bead in the basket, and their card orders' forms. */
  async function shoppers(count: number) {
    const ready: { shopper: Visitor; form: ReturnType<typeof orderForm> }[] = [];
    for (let i = 0; i < count; i++) {
      const shopper = await fillBasket(visitor(app), [{ productId: f.beads, quantity: 1 }]);
      ready.push({ shopper, form: orderForm(await seenBasket(shopper), { payment: 'card' }) });
    }
    return ready;
  }

  /** Places every order at once, each from an address of its own (the checkout's limit). */
  const placeAll = (net: number, orders: Awaited<ReturnType<typeof shoppers>>) =>
    orders.map(({ shopper, form }, i) => placeFrom(app, shopper, `10.22.${net}.${i + 1}`, form));

  const expectUnavailable = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual(UNAVAILABLE);
  };

  /** Sends `request` until it answers 200, 503 meanwhile; fails once `deadline` has passed. */
  async function answers200By(deadline: number, request: () => Promise<LightMyRequestResponse>) {
    for (;;) {
      const response = await request();
      if (response.statusCode === 200) return;
      expectUnavailable(response);
      if (Date.now() > deadline) throw new Error('still 503 10 s after the fault ended');
      await pause(POLL_MS);
    }
  }

  /** The shop's LISTEN connection hears a NOTIFY sent after the fault, before `deadline`. */
  async function heardBy(deadline: number, payload: string) {
    while (!heard.includes(payload)) {
      if (Date.now() > deadline) throw new Error(`the shop did not hear '${payload}' in time`);
      await testDb.notify('fault_drill', payload);
      await pause(POLL_MS);
    }
  }

  /**
   * Every acknowledged order has its lines, its card payment and its confirmation mail, and so
   * has every other order written since `after`: none is half-written.
   */
  async function expectWholeOrders(after: number, acknowledged: readonly number[]) {
    const orders = await testDb.query<{ id: number; whole: boolean }>(
      `SELECT o.id,
              EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
              AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)
              AND EXISTS (SELECT 1 FROM mail_outbox m
                           WHERE m.recipient LIKE '%' || o.email || '%'
                             AND m.subject LIKE '%№ ' || o.id || ' %') AS whole
         FROM orders o WHERE o.id > $1 ORDER BY o.id`,
      [after],
    );
    expect(orders.filter((order) => !order.whole)).toEqual([]);
    expect(orders.map((order) => order.id)).toEqual(expect.arrayContaining([...acknowledged]));
  }

  const orderIds = (answers: readonly LightMyRequestResponse[]) =>
    answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => (answer.json() as PlacedAnswer).result.orderId);

  it('(a) every connection reset during parallel checkouts: 503 for the broken ones, 200 within 10 s after, whole orders', async () => {
    const after = await lastOrderId();
    const [browsing] = await shoppers(1);
    const shopper = (browsing as { shopper: Visitor }).shopper;
    const orders = await shoppers(20);
    const struck = relay.strikeAt(ORDER_WRITE, 5, 'reset');
    const placing = placeAll(1, orders);
    await struck;
    const backBy = Date.now() + BACK_WITHIN_MS;
    const answers = await Promise.all(placing);

    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expectUnavailable(answer);

    await answers200By(backBy, () =>
      shopper.post('/api/catalog/basket/add', { productId: f.beads, quantity: 1 }),
    );
    await heardBy(backBy, 'after the reset');
    await expectWholeOrders(after, orderIds(answers));
  }, 60_000);

  it('(b) half-open for 10 s: 503 meanwhile, cached pages still served, 200 within 10 s after healing, whole orders', async () => {
    const after = await lastOrderId();
    const guestPage = { url: '/kontakty/', headers: { 'x-source': 'nuxt' } };
    expect((await app.inject(guestPage)).statusCode).toBe(200);
    expect((await app.inject({ url: guestPage.url })).statusCode).toBe(200);
    const [browsing] = await shoppers(1);
    const shopper = (browsing as { shopper: Visitor }).shopper;
    const addBead = () =>
      shopper.post('/api/catalog/basket/add', { productId: f.beads, quantity: 1 });
    const orders = await shoppers(10);
    const struck = relay.strikeAt(ORDER_WRITE, 3, 'stall');
    const placing = placeAll(2, orders);
    await struck;
    const stalledAt = Date.now();

    const answers = await Promise.all(placing);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expectUnavailable(answer);
    expectUnavailable(await addBead());
    expectUnavailable(await app.inject({ url: '/readyz' }));
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject(guestPage)).json()).toMatchObject({
      seo: { canonical: '/kontakty/' },
    });
    const html = await app.inject({ url: guestPage.url });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<link rel="canonical"');

    // The fault lasts its 10 s whatever the shop does meanwhile.
    await pause(stalledAt + HALF_OPEN_MS - Date.now());
    relay.heal();
    const backBy = Date.now() + BACK_WITHIN_MS;

    await answers200By(backBy, addBead);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await heardBy(backBy, 'after the half-open fault');
    await expectWholeOrders(after, orderIds(answers));
  }, 90_000);

  it('(c) the limits are session settings of every pooled connection; a statement past its limit is cancelled by the server and answers as 503', async () => {
    const url = await urlOf(testDb, serverUrl as string);
    const settings = (db: Db) =>
      db.query(
        `SELECT current_setting('statement_timeout') AS statement,
                current_setting('idle_in_transaction_session_timeout') AS idle`,
      );
    // The shop's own wait (3 s) is only 0.5 s past the server's limit, which a busy machine's
    // cancel outlasted once: the server's answer is the subject here, so the shop waits longer.
    const bounded = await openPostgres(url, { ...FAULT_LIMITS, queryTimeoutMs: 20_000 });
    try {
      expect(await settings(bounded)).toEqual([{ statement: '2500ms', idle: '2s' }]);
      const slow: unknown = await bounded.query('SELECT pg_sleep(10)').catch((error) => error);
      expect(slow).toMatchObject({ code: '57014' });
      expect(isDbUnavailable(slow)).toBe(true);
      expect(await bounded.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await bounded.close();
    }
    // Migrations and the demo seed at start (server/start.ts): the server's own settings hold.
    const setup = await openPostgres(url, SETUP_DB_LIMITS);
    try {
      expect(await settings(setup)).toEqual([{ statement: '0', idle: '0' }]);
    } finally {
      await setup.close();
    }
  });
});
