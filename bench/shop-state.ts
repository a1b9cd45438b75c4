import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { isSeeded, seedDemoData } from '../server/demo/index';
import { migrate, openDb, type Db } from '../server/lib/db/index';
import { openPglite } from '../server/lib/db/pgliteDb';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../server/lib/http/csrf';
import { SESSION_COOKIE } from '../server/modules/session';
import { LOAD, quantile, runHttpLoad, type LoadResult } from './httpLoad';

/**
 * Requests per second of the shop-state calls every page makes: GET /api/user/info and
 * GET /api/catalog/basket/info (a guest session holding 3 products), 50 concurrent keep-alive
 * connections, 5 s each after a 1 s warm-up, against the app listening on loopback. The load
 * runs in a worker thread, so it does not share the server's event loop.
 *
 * Database: BENCH_DATABASE_URL (PostgreSQL), else the embedded one under DATA_DIR when it is already
 * seeded (the full demo after `npm start`), else a small demo seeded in memory.
 * Run: node --import tsx bench/shop-state.ts
 */
const BASKET_PRODUCTS = 3;

type Result = LoadResult & { label: string };

async function openBenchDb(): Promise<{ db: Db; label: string }> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl || process.env.DATA_DIR) {
    const db = await openDb({ databaseUrl, dataDir: loadConfig().dataDir });
    await migrate(db);
    if (await isSeeded(db)) {
      const [row] = await db.query<{ count: number }>('SELECT count(*) AS count FROM products');
      return { db, label: `${db.engine}, ${row?.count} products` };
    }
    await db.close();
  }
  const db = await openPglite({ dataDir: null });
  await migrate(db);
  await seedDemoData(db, { size: 'small' });
  const [row] = await db.query<{ count: number }>('SELECT count(*) AS count FROM products');
  return { db, label: `pglite in memory, small demo: ${row?.count} products` };
}

function request(
  agent: http.Agent,
  port: number,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; setCookie: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookie: res.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A guest session with BASKET_PRODUCTS products in its basket; returns its Cookie header. */
async function sessionWithBasket(db: Db, agent: http.Agent, port: number): Promise<string> {
  const products = await db.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN product_stock st ON st.product_id = p.id
      WHERE p.active AND p.kind = 'regular' AND st.stock >= 5
      ORDER BY p.popularity DESC, p.id LIMIT $1`,
    [BASKET_PRODUCTS],
  );
  let cookie = '';
  for (const { id } of products) {
    const headers: Record<string, string> = {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(cookie ? { cookie } : {}),
    };
    const response = await request(agent, port, 'POST', '/api/catalog/basket/add', headers, {
      productId: id,
      quantity: 1,
    });
    if (response.status !== 200)
      throw new Error(`basket/add answered ${response.status}: ${response.body}`);
    const sid = response.setCookie
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (sid) cookie = sid;
  }
  const info = await request(agent, port, 'GET', '/api/catalog/basket/info', { cookie });
  const count = (JSON.parse(info.body) as { result: { items: unknown[] } }).result.items.length;
  if (count !== BASKET_PRODUCTS)
    throw new Error(`the bench basket holds ${count} items, not ${BASKET_PRODUCTS}`);
  return cookie;
}

/** Loads one url (bench/httpLoad.ts) and labels the result. */
async function load(
  label: string,
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<Result> {
  return { label, ...(await runHttpLoad({ port, paths: [path], headers })) };
}

function printTable(results: Result[]): void {
  const rows = results.map((r) => {
    return [
      r.label,
      (r.requests / r.seconds).toFixed(0),
      quantile(r.latencies, 0.5).toFixed(1),
      quantile(r.latencies, 0.99).toFixed(1),
      String(r.requests),
      String(r.errors),
    ];
  });
  const header = ['call', 'req/s', 'p50 ms', 'p99 ms', 'ok', 'errors'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  const { db, label } = await openBenchDb();
  const app = await buildApp({ db, config: { ...loadConfig(), spaDir: null } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const setupAgent = new http.Agent({ keepAlive: true });
    const cookie = await sessionWithBasket(db, setupAgent, port);
    setupAgent.destroy();
    console.log(
      `Database: ${label}. ${LOAD.connections} connections, ${LOAD.durationMs / 1000} s per call.`,
    );
    const results = [
      await load('GET /api/user/info (guest)', port, '/api/user/info', {}),
      await load('GET /api/user/info (session)', port, '/api/user/info', { cookie }),
      await load(
        `GET /api/catalog/basket/info (${BASKET_PRODUCTS} items)`,
        port,
        '/api/catalog/basket/info',
        {
          cookie,
        },
      ),
    ];
    printTable(results);
  } finally {
    await app.close();
    await db.close();
  }
}

await main();
