import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDb } from '../server/lib/db/index';
import { isSeeded, seedDemoData } from '../server/demo/index';

/**
 * Requests per second of the page protocol's hot path: the cached page JSON of a CMS page
 * (`GET /kontakty/` with `X-Source: nuxt`), 50 keep-alive connections on loopback for 5 s after
 * a 1 s warm-up. The load runs in a worker thread so it does not share the server's event loop.
 * Database: DATA_DIR (an already seeded var/, e.g. the full demo) or a temporary small demo.
 * Run: node --import tsx bench/page.ts
 */
const CONNECTIONS = 50;
const WARM_UP_MS = 1_000;
const DURATION_MS = 5_000;
const URL_PATH = '/kontakty/';

// Plain JS for an eval worker: each connection sends the next request when the last one ends.
const LOAD_LOOP = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { port, path, connections, warmUpMs, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let measuring = false, stopped = false, ok = 0, failed = 0;
function one() {
  if (stopped) return;
  const started = process.hrtime.bigint();
  const request = http.get({ host: '127.0.0.1', port, path, agent, headers: { 'X-Source': 'nuxt' } }, (response) => {
    response.resume();
    response.on('end', () => {
      if (measuring) {
        if (response.statusCode === 200) ok++; else failed++;
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      one();
    });
  });
  request.on('error', () => { if (measuring) failed++; one(); });
}
for (let i = 0; i < connections; i++) one();
setTimeout(() => { measuring = true; }, warmUpMs);
setTimeout(() => {
  stopped = true;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  parentPort.postMessage({ ok, failed, p50: at(0.5), p99: at(0.99) });
  agent.destroy();
}, warmUpMs + durationMs);
`;

interface LoadResult {
  ok: number;
  failed: number;
  p50: number;
  p99: number;
}

const dataDir = process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-page-')));
const db = await openDb({ dataDir, databaseUrl: process.env.DATABASE_URL });
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

  const result = await new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(LOAD_LOOP, {
      eval: true,
      workerData: {
        port,
        path: URL_PATH,
        connections: CONNECTIONS,
        warmUpMs: WARM_UP_MS,
        durationMs: DURATION_MS,
      },
    });
    worker.once('message', (message: LoadResult) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  await app.close();

  const seconds = DURATION_MS / 1000;
  console.log(
    `page JSON ${URL_PATH} (cached, ${db.engine}), ${CONNECTIONS} connections, ${seconds} s, ${cpus().length} cores:`,
  );
  console.log(
    `  ${Math.round(result.ok / seconds)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
      `${result.ok} ok, ${result.failed} failed`,
  );
} finally {
  await db.close();
  if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
}
