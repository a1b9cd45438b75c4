import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDb } from '../server/lib/db/index';
import { isSeeded, seedDemoData } from '../server/demo/index';
import { LOAD, quantile, runHttpLoad } from './httpLoad';

/**
 * Requests per second of the page protocol's hot path: the cached page JSON of a CMS page
 * (`GET /kontakty/` with `X-Source: nuxt`), 50 keep-alive connections on loopback for 5 s after
 * a 1 s warm-up. The load runs in a worker thread so it does not share the server's event loop.
 * Database: BENCH_DATABASE_URL (PostgreSQL), else DATA_DIR (an already seeded var/, e.g. the
 * full demo), else a temporary small demo.
 * Run: node --import tsx bench/page.ts
 */
const URL_PATH = '/kontakty/';

const dataDir = process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-page-')));
const db = await openDb({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  await migrate(db);
  if (!(await isSeeded(db)))
    await seedDemoData(db, { size: 'small', log: (line) => console.log(`  ${line}`) });
  const app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const check = await fetch(`http://127.0.0.1:${port}${URL_PATH}`, {
    headers: { 'X-Source': 'nuxt' },
  });
  if (check.status !== 200)
    throw new Error(`${URL_PATH} answered ${check.status}: is it in the pages table?`);

  const result = await runHttpLoad({ port, paths: [URL_PATH], headers: { 'X-Source': 'nuxt' } });
  await app.close();

  console.log(
    `page JSON ${URL_PATH} (cached, ${db.engine}), ${LOAD.connections} connections, ${result.seconds.toFixed(1)} s, ${cpus().length} cores:`,
  );
  console.log(
    `  ${Math.round(result.requests / result.seconds)} req/s, p50 ${quantile(result.latencies, 0.5).toFixed(1)} ms, ` +
      `p99 ${quantile(result.latencies, 0.99).toFixed(1)} ms, ${result.requests} ok, ${result.errors} failed`,
  );
} finally {
  await db.close();
  if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
}
