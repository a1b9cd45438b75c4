/**
 * Placing an order (issue 15 acceptance: p95 ≤ 100 ms with 20 concurrent shoppers), on the full
 * demo. 20 guest shoppers, each with a session and a basket of its own (2 products, 1 piece
 * each), place their orders at the same moment, ROUNDS times over after WARM_UP_ROUNDS not
 * counted; each order is timed from request to answer. Even-numbered shoppers pay by card (the
 * payment is started with the built-in test provider within the request), the others on
 * receipt; the first order of each makes its account, the later ones are a signed-in shopper's.
 * Each shopper sends from an address of its own (X-Forwarded-For from a trusted loopback proxy),
 * as shoppers do, so the checkout's limit per address does not count them as one.
 * The app listens on loopback in this process (as bench/shop-state.ts does).
 * Then TRACED_ROUNDS more rounds with every order traced (bench/checkoutProfile.ts): where its
 * time goes (before the transaction, waiting for the connection, holding it, after the commit)
 * and which statements it ran; their p50/p95 are printed apart, the tracing costs a little.
 * Databases: embedded PGlite always (DATA_DIR, an already seeded full demo or an empty folder to
 * seed; else a temporary folder, seeded here, a minute or two), PostgreSQL too when
 * BENCH_DATABASE_URL is set (seeded when empty). The database is left as found: the bench's
 * orders, accounts, sessions and mail are deleted and the stock they took is put back.
 * Run: DATA_DIR=/tmp/full BENCH_DATABASE_URL=postgres://… node --import tsx bench/checkout.ts
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { isSeeded, seedDemoData } from '../server/demo/index';
import { migrate, openDb, type Db } from '../server/lib/db/index';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../server/lib/http/csrf';
import { SESSION_COOKIE } from '../server/modules/session';
import { orderProfiler } from './checkoutProfile';
import { quantile } from './httpLoad';

const SHOPPERS = 20;
const ROUNDS = 5;
/**
 * Rounds before the timed ones: the first places each shopper's first order (a guest's, which
 * makes the account), the second a signed-in shopper's, the path every timed round takes. The
 * first runs of a path are slower in any process (V8 compiles the code, and PostgreSQL plans a
 * prepared statement anew on each of its first five runs); with one warm-up round they all fell
 * into the first timed round, the slowest by 15–20 ms.
 */
const WARM_UP_ROUNDS = 2;
/** Rounds after the timed ones with every order traced (statements, transaction wait and hold). */
const TRACED_ROUNDS = 2;
const TARGET_P95_MS = 100;
const KEY_PREFIX = 'bench-checkout-';
const EMAIL_DOMAIN = '@bench-checkout.test';

interface Target {
  label: string;
  dataDir: string;
  databaseUrl?: string;
}

interface Shopper {
  index: number;
  address: string;
  cookie: string;
  /** Every session the shopper had (the guest's, then the account's), deleted after the run. */
  sessions: Set<string>;
  email: string;
  payment: 'card' | 'on_receipt';
}

interface Timed {
  ms: number;
  payment: Shopper['payment'];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: SHOPPERS * 2 });

function call(
  port: number,
  shopper: Shopper,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          'x-forwarded-for': shopper.address,
          ...(shopper.cookie ? { cookie: shopper.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const sid = (res.headers['set-cookie'] ?? [])
            .map((c) => c.split(';')[0] ?? '')
            .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
          if (sid) {
            shopper.cookie = sid;
            shopper.sessions.add(sid.slice(SESSION_COOKIE.length + 1));
          }
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function expectOk(answer: Promise<{ status: number; body: string }>, what: string) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as { result: unknown };
}

/** Fills the shopper's basket and answers the order form as the checkout page would send it. */
async function readyToOrder(port: number, shopper: Shopper, products: number[], round: number) {
  for (const offset of [0, 1]) {
    const productId = products[(shopper.index * 2 + round * 7 + offset) % products.length];
    await expectOk(
      call(port, shopper, 'POST', '/api/catalog/basket/add', { productId, quantity: 1 }),
      'basket/add',
    );
  }
  const info = (await expectOk(
    call(port, shopper, 'GET', '/api/catalog/basket/info'),
    'basket/info',
  )) as { result: { items: { productId: number; quantity: number; price: number }[] } };
  return {
    idempotencyKey: `${KEY_PREFIX}${shopper.index}-${round}-${Date.now()}`,
    contact: { name: 'Покупатель', phone: '+7 900 000-00-00', email: shopper.email },
    delivery: { kind: 'courier', address: 'Москва, ул. Ленина, 1' },
    payment: shopper.payment,
    agree: true,
    consent: true,
    seen: info.result.items.map(({ productId, quantity, price }) => ({
      productId,
      quantity,
      price,
    })),
  };
}

async function round(port: number, shoppers: Shopper[], products: number[], n: number) {
  const forms = await Promise.all(shoppers.map((s) => readyToOrder(port, s, products, n)));
  return Promise.all(
    shoppers.map(async (shopper, i): Promise<Timed> => {
      const started = performance.now();
      await expectOk(call(port, shopper, 'POST', '/api/checkout/order', forms[i]), 'checkout');
      return { ms: performance.now() - started, payment: shopper.payment };
    }),
  );
}

async function prepare(db: Db): Promise<number[]> {
  await migrate(db);
  if (!(await isSeeded(db)))
    await seedDemoData(db, { size: 'full', log: (line) => console.log(`  ${line}`) });
  await cleanUp(db, []);
  const rows = await db.query<{ id: number }>(
    `SELECT p.id FROM products p
       JOIN product_stock st ON st.product_id = p.id
       JOIN prices pr ON pr.product_id = p.id
        AND pr.price_type_id = (SELECT price_type_id FROM locations WHERE id = 0)
      WHERE p.active AND p.kind = 'regular' AND st.stock >= 20
      ORDER BY p.id LIMIT 100`,
  );
  return rows.map((row) => row.id);
}

/** Deletes what the bench made and puts back the stock its orders took. */
async function cleanUp(db: Db, sessions: readonly string[]): Promise<void> {
  const bench = `SELECT id FROM orders WHERE idempotency_key LIKE '${KEY_PREFIX}%'`;
  await db.query(
    `UPDATE product_stock p SET stock = p.stock + taken.quantity
       FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_items
              WHERE order_id IN (${bench}) GROUP BY product_id) taken
      WHERE p.product_id = taken.product_id`,
  );
  await db.query(`DELETE FROM test_payments WHERE order_id IN (${bench})`);
  await db.query(`DELETE FROM orders WHERE id IN (${bench})`);
  await db.query(`DELETE FROM mail_outbox WHERE recipient LIKE '%${EMAIL_DOMAIN}'`);
  await db.query(`DELETE FROM users WHERE email LIKE '%${EMAIL_DOMAIN}'`);
  await db.query(`DELETE FROM sessions WHERE id = ANY ($1::text[])`, [sessions]);
  await db.query(`DELETE FROM rate_limits WHERE key LIKE 'checkout:10.77.%'`);
}

function line(label: string, times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label}: ${sorted.length} orders, p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

async function bench(target: Target): Promise<void> {
  const db = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  const mailDir = await mkdtemp(path.join(tmpdir(), 'hobby-bench-checkout-mail-'));
  const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, (_, index) => ({
    index,
    address: `10.77.0.${index + 1}`,
    cookie: '',
    sessions: new Set<string>(),
    email: `shopper-${index}-${Date.now()}${EMAIL_DOMAIN}`,
    payment: index % 2 === 0 ? 'card' : 'on_receipt',
  }));
  try {
    const products = await prepare(db);
    const count = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]?.n;
    const profiler = orderProfiler(db);
    const app = await buildApp({
      db: profiler.db,
      // Mail goes to a folder of the bench's own; the loopback "proxy" passes each shopper's address.
      config: { ...loadConfig(), spaDir: null, dataDir: mailDir, trustProxy: ['127.0.0.1'] },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    profiler.watch(app.server);
    try {
      for (let n = 0; n < WARM_UP_ROUNDS; n++) await round(port, shoppers, products, n);
      const timed: Timed[] = [];
      for (let n = WARM_UP_ROUNDS; n < WARM_UP_ROUNDS + ROUNDS; n++)
        timed.push(...(await round(port, shoppers, products, n)));
      const all = timed.map((t) => t.ms);
      const p95 = quantile(
        [...all].sort((a, b) => a - b),
        0.95,
      );
      console.log(
        `placing an order on ${target.label}, ${count} products, ${SHOPPERS} shoppers at once × ${ROUNDS} rounds, ` +
          `${cpus().length} cores, load average ${loadavg()
            .map((v) => v.toFixed(1))
            .join(' ')}`,
      );
      console.log(
        `  ${line('all', all)} (target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'})`,
      );
      for (const payment of ['card', 'on_receipt'] as const)
        console.log(
          `  ${line(
            payment,
            timed.filter((t) => t.payment === payment).map((t) => t.ms),
          )}`,
        );
      profiler.tracing = true;
      const traced: Timed[] = [];
      const traceFrom = WARM_UP_ROUNDS + ROUNDS;
      for (let n = traceFrom; n < traceFrom + TRACED_ROUNDS; n++)
        traced.push(...(await round(port, shoppers, products, n)));
      profiler.tracing = false;
      console.log(
        `  ${line(
          'traced',
          traced.map((t) => t.ms),
        )}`,
      );
      for (const text of profiler.report()) console.log(`  ${text}`);
    } finally {
      await app.close();
    }
  } finally {
    await cleanUp(
      db,
      shoppers.flatMap((s) => [...s.sessions]),
    );
    await db.close();
    await rm(mailDir, { recursive: true, force: true });
  }
}

const ownDataDir = !process.env.DATA_DIR;
const dataDir =
  process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-checkout-')));
const targets: Target[] = [{ label: 'embedded PGlite', dataDir }];
if (process.env.BENCH_DATABASE_URL)
  targets.push({ label: 'PostgreSQL', dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  for (const target of targets) await bench(target);
} finally {
  agent.destroy();
  if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
}
