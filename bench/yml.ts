/**
 * Issue 27 point 3: the Yandex Market feed of the full demo (100 000 products) on each engine:
 * the first request after a start writes the feed (target ≤ 10 s), the next ones send the file;
 * the process's resident memory before and at its peak shows that the feed streams (flat memory).
 * The shop runs as production does (`server/demo/main.ts`, NODE_ENV=production, one process).
 * Databases: DATA_DIR (an embedded folder with the full demo, seeded when empty) and
 * BENCH_DATABASE_URL (PostgreSQL, seeded when empty); without DATA_DIR a temporary folder.
 * Run: SPA_DIR=/tmp/dist DATA_DIR=/tmp/full BENCH_DATABASE_URL=postgres://… npm run bench -- yml
 */
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import type { ServerProcess } from '../tests/server/serverProcess';
import { loadAverage, memoryMb, onEachEngine, type Engine } from './productionShop';

const TARGET_S = 10;
const FEED = '/feeds/yandex-market.xml';

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

async function measure(engine: Engine, shop: ServerProcess) {
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
      `${before.peak.toFixed(0)} MB); load average ${loadAverage()}`,
  );
}

await onEachEngine('yml', measure);
