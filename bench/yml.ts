/**
 * Issue 27 point 3: the Yandex Market feed of the full demo (100 000 products) on each engine:
 * the first request after a start writes the feed (target ≤ 10 s), the next ones send the file;
 * the process's resident memory before and at its peak shows that the feed streams (flat memory).
 * The shop runs as production does (`server/demo/main.ts`, NODE_ENV=production, one process).
 * Databases: DATA_DIR (an embedded folder with the full demo, seeded when empty) and
 * BENCH_DATABASE_URL (PostgreSQL, seeded when empty); without DATA_DIR a temporary folder.
 * Run: SPA_DIR=/tmp/dist DATA_DIR=/tmp/full BENCH_DATABASE_URL=postgres://… npm run bench -- yml
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { startServerProcess } from '../tests/server/serverProcess';
import { frontEnd } from './ssr/frontEnd';

const TARGET_S = 10;
const FEED = '/feeds/yandex-market.xml';
const START_TIMEOUT_MS = 900_000;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function timedFeed(origin: string) {
  const started = performance.now();
  const answer = await fetch(`${origin}${FEED}`, { headers: { 'accept-encoding': 'gzip' } });
  // fetch decodes gzip itself: the bytes counted are the document's.
  const body = Buffer.from(await answer.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  if (answer.status !== 200) throw new Error(`${FEED} answered ${answer.status}`);
  const text = body[0] === 0x1f ? gunzipSync(body).toString('utf8') : body.toString('utf8');
  return { seconds, bytes: Buffer.byteLength(text), offers: text.split('<offer ').length - 1 };
}

async function measure(engine: string, env: Record<string, string>, spaDir: string) {
  const shop = await startServerProcess(
    { ...env, SPA_DIR: spaDir, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' },
    START_TIMEOUT_MS,
  );
  try {
    const before = memoryMb(shop.pid);
    const first = await timedFeed(shop.origin);
    const after = memoryMb(shop.pid);
    const second = await timedFeed(shop.origin);
    console.log(
      `${engine}: ${first.offers} offers, ${(first.bytes / 1024 / 1024).toFixed(1)} MB of XML; ` +
        `written and sent in ${first.seconds.toFixed(1)} s (target ≤ ${TARGET_S} s: ` +
        `${first.seconds <= TARGET_S ? 'met' : 'MISSED'}), sent again from its file in ` +
        `${second.seconds.toFixed(1)} s; RSS ${before.rss.toFixed(0)} MB before, ` +
        `${after.rss.toFixed(0)} MB after, peak ${after.peak.toFixed(0)} MB (before it: ` +
        `${before.peak.toFixed(0)} MB); load average ${load()}`,
    );
  } finally {
    await shop.stop();
  }
}

const { spaDir, temporary } = await frontEnd('yml');
const dataDir = process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'bench-yml-')));
try {
  await measure('PGlite', { DATA_DIR: dataDir, DEMO_SIZE: 'full' }, spaDir);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl)
    await measure('PostgreSQL', { DATABASE_URL: databaseUrl, DEMO_SIZE: 'full' }, spaDir);
  else console.log('PostgreSQL: set BENCH_DATABASE_URL to measure it too (skipped)');
} finally {
  if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  if (temporary) await rm(spaDir, { recursive: true, force: true });
}
