import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDb } from '../server/lib/db/index';
import { isSeeded, seedDemoData } from '../server/demo/index';
import { buildSnapshot } from '../server/modules/catalog/catalogIndex';
import { sectionPage } from '../server/modules/catalog/sectionPage';
import type { PageContext } from '../server/modules/page';
import { LOAD, quantile, runHttpLoad } from './httpLoad';

/**
 * Catalogue section pages on the full demo (100 000 products), docs/benchmarks.md:
 * 1. the index build (SQL load + in-process sets);
 * 2. the in-process part of a page (facets, urls, the 24 ids; the card query answered by a stub);
 * 3. page JSON of a section with two active filters, one client, p50/p95 (target p95 <= 15 ms);
 * 4. pages/s with 50 concurrent keep-alive connections (target >= 300/s).
 * Every request is a page-cache miss: a `price_to` of its own above every price (the page reads
 * it, so the cache keys it; it leaves every product in) makes the figures the index + one card
 * query, not the 30 s page cache.
 * Database: DATA_DIR (a seeded var/; seeded with the full demo when empty, about a minute) or a
 * temporary folder; BENCH_DATABASE_URL for PostgreSQL (seeded when empty).
 * Run: DATA_DIR=var node --import tsx bench/catalog.ts
 */
const URLS = [
  '/shop/almaznaya-vyshivka/?razmer=40x50,30x40&brend=hobby-home',
  '/shop/kartiny-po-nomeram/?razmer=30x40&tema=tsvety,zhivotnye',
  '/shop/almaznaya-vyshivka/?tema=tsvety&forma-straz=kruglye&sort=price_asc',
  '/shop/kartiny-po-nomeram/?podramnik=na-podramnike&brend=hobby-home,tsvetnoy&sort=new',
];
const SINGLE_CLIENT_REQUESTS = 300;
/** Above every demo price: a price ceiling that filters nothing out, new for every request. */
const PRICE_CEILING = 10_000_000;

const ms = (value: number) => `${value.toFixed(1)} ms`;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir =
  process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-catalog-')));
const db = await openDb({ dataDir, databaseUrl });
try {
  await migrate(db);
  if (!(await isSeeded(db))) {
    await seedDemoData(db, { size: 'full', log: (line) => console.log(`  ${line}`) });
  }
  const [{ count }] = (await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM products',
  )) as [{ count: number }];

  const buildStarted = performance.now();
  const snapshot = await buildSnapshot(db);
  const buildMs = performance.now() - buildStarted;

  const noSql = { query: async () => [] } as unknown as PageContext['db'];
  const inProcess: number[] = [];
  for (let i = 0; i < SINGLE_CLIENT_REQUESTS + 20; i++) {
    const url = new URL(URLS[i % URLS.length]!, 'http://shop');
    const section = snapshot.sectionByCode.get(url.pathname.split('/')[2]!)!;
    const context = {
      path: url.pathname,
      page: 1,
      query: url.searchParams,
      locationId: 0,
      db: noSql,
    };
    const started = performance.now();
    await sectionPage(context as PageContext, snapshot, { section });
    if (i >= 20) inProcess.push(performance.now() - started);
  }
  inProcess.sort((a, b) => a - b);

  const app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const get = async (url: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: { 'X-Source': 'nuxt' },
    });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  };

  for (let i = 0; i < 20; i++) await get(`${URLS[i % URLS.length]}&price_to=${PRICE_CEILING + i}`);
  const single: number[] = [];
  for (let i = 0; i < SINGLE_CLIENT_REQUESTS; i++) {
    const started = performance.now();
    await get(`${URLS[i % URLS.length]}&price_to=${PRICE_CEILING + 1000 + i}`);
    single.push(performance.now() - started);
  }
  single.sort((a, b) => a - b);

  const load = await runHttpLoad({
    port,
    paths: URLS,
    headers: { 'X-Source': 'nuxt' },
    cacheBust: { param: 'price_to', from: PRICE_CEILING + 10_000 },
  });
  await app.close();

  console.log(
    `catalogue on ${db.engine}, ${count} products, ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.log(`  index build (SQL load + sets): ${ms(buildMs)} (${snapshot.size} active products)`);
  console.log(
    `  in process (index, no SQL): p50 ${ms(quantile(inProcess, 0.5))}, p95 ${ms(quantile(inProcess, 0.95))}`,
  );
  console.log(
    `  section page JSON, two filters, 1 client, ${SINGLE_CLIENT_REQUESTS} requests: ` +
      `p50 ${ms(quantile(single, 0.5))}, p95 ${ms(quantile(single, 0.95))} (target <= 15 ms)`,
  );
  console.log(
    `  ${LOAD.connections} connections, ${load.seconds.toFixed(1)} s: ` +
      `${Math.round(load.requests / load.seconds)} pages/s (target >= 300), ` +
      `p50 ${ms(quantile(load.latencies, 0.5))}, p95 ${ms(quantile(load.latencies, 0.95))}, ` +
      `p99 ${ms(quantile(load.latencies, 0.99))}, ${load.errors} failed`,
  );
} finally {
  await db.close();
  if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
}
