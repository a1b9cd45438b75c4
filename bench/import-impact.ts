/**
 * Issue 24 point 2: an import never slows shoppers. On the full demo (100 000 products), the real
 * server (`server/main.ts`) in its own process; one shopper asks for section pages one after the
 * other the whole run, while a staff member imports the catalogue as the screen does:
 * - the file: the whole catalogue exported (20 columns), every price raised and every stock
 *   changed, so each of the 100 000 rows rewrites its product row and its four prices;
 * - the shopper: page JSON (`X-Source: nuxt`, what the SPA asks on every move) of distinct
 *   section pages (`/page/N/` of the two largest sections, in four sort orders), never the same
 *   url twice, so no cache answers and every page takes its cards from the database;
 * - a second shopper opens a product page (page JSON, a product never asked before) four times a
 *   second: a product page asks the database, so it shows what an import's transaction costs the
 *   pages that cannot be answered from memory (reported, no target);
 * - the phases, in one run: idle (before the upload), the dry run, the write (apply until the
 *   last row is written), the catalogue announcement the import ends with (the index rebuilt and
 *   the caches dropped; measured, not a target here), idle again (after done).
 * Targets: the shopper's p95 during the write ≤ 1.5 × idle p95 (both idle windows together); the
 * dry run and the write together ≤ 30 s.
 * The database is left as found (prices and stock copied aside and put back, the jobs deleted).
 * Databases: embedded PGlite always (DATA_DIR, an already seeded full demo or an empty folder to
 * seed; else a temporary folder, seeded here), PostgreSQL too when BENCH_DATABASE_URL is set.
 * Run: DATA_DIR=/tmp/full BENCH_DATABASE_URL=postgres://… npm run bench -- import-impact
 */
import http from 'node:http';
import { stat } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { quantile } from './httpLoad';
import { load, mark, mb, s, type Target } from './exchange/benchDatabase';
import { onEachDatabase, withBenchServer } from './exchange/benchRun';
import {
  apply,
  changedCatalogue,
  runExport,
  until,
  upload,
  type Job,
} from './exchange/exchangeClient';

const SECTIONS = ['/shop/almaznaya-vyshivka/', '/shop/kartiny-po-nomeram/'];
const SORTS = ['', 'price_asc', 'price_desc', 'new'];
const WARM_UP_REQUESTS = 100;
const IDLE_MS = 10_000;
const TARGET_WRITE_P95_RATIO = 1.5;
const TARGET_IMPORT_S = 30;

type Phase = 'idle' | 'upload' | 'dry run' | 'write' | 'announcement';

const ms = (value: number) => `${value.toFixed(0)} ms`;
const PRODUCT_PAGE_PACE_MS = 250;
const PRODUCT_SOURCE_PAGES = 60;

const newAgent = () => new http.Agent({ keepAlive: true, maxSockets: 1 });
const sectionAgent = newAgent();

/** One page JSON request, timed to the last byte. */
function pageJson(port: number, url: string, agent = sectionAgent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      { agent, host: '127.0.0.1', port, path: url, headers: { 'x-source': 'nuxt' } },
      (res) => {
        res.resume();
        res.on('error', reject);
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

/** Distinct section page urls, the sections and sort orders interleaved. */
async function shopperUrls(port: number): Promise<string[]> {
  const pageCounts = await Promise.all(
    SECTIONS.map(async (section) => {
      const answer = await fetch(`http://127.0.0.1:${port}${section}`, {
        headers: { 'X-Source': 'nuxt' },
      });
      if (answer.status !== 200) throw new Error(`${section} answered ${answer.status}`);
      const json = (await answer.json()) as { data: { pagination: { pageCount: number } } };
      return json.data.pagination.pageCount;
    }),
  );
  const urls: string[] = [];
  for (let n = 2; n <= Math.max(...pageCounts); n++)
    for (const [i, section] of SECTIONS.entries())
      if (n <= pageCounts[i]!)
        for (const sort of SORTS) urls.push(`${section}page/${n}/${sort ? `?sort=${sort}` : ''}`);
  return urls;
}

/**
 * The `i`-th url the shopper asks: the section pages, then the same pages again and again with a
 * price floor below every price (1, 2, … roubles). The page reads that parameter, so no cache
 * answers those either, and they show the same products; a fast machine asks more pages in a run
 * than the sections have.
 */
function distinctUrl(urls: readonly string[], i: number): string {
  const url = urls[i % urls.length]!;
  const round = Math.floor(i / urls.length);
  return round === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}price_from=${round}`;
}

/**
 * Product page urls, from the cards of the last section pages of the shopper's list: 60 of its
 * thousands of pages, asked before it starts (the page cache keeps them 30 s, so the shopper
 * meets them cached only if it gets there that soon).
 */
async function productUrls(port: number, sectionUrls: readonly string[]): Promise<string[]> {
  const urls = new Set<string>();
  for (const url of sectionUrls.slice(-PRODUCT_SOURCE_PAGES)) {
    const answer = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: { 'X-Source': 'nuxt' },
    });
    const json = (await answer.json()) as { data: { products: { url: string }[] } };
    for (const product of json.data.products) urls.add(product.url);
  }
  return [...urls];
}

/**
 * A shopper: asks the `i`-th url as soon as the last answered (or `paceMs` after it started),
 * until stopped, times by phase.
 */
function shopper(port: number, urlAt: (i: number) => string, phase: () => Phase, paceMs = 0) {
  const times = new Map<Phase, number[]>();
  const agent = newAgent();
  let next = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const url = urlAt(next++);
      const during = phase();
      const took = await pageJson(port, url, agent);
      if (paceMs > took) await new Promise((resolve) => setTimeout(resolve, paceMs - took));
      let list = times.get(during);
      if (!list) times.set(during, (list = []));
      list.push(took);
    }
  })();
  // Heard at stop; until then a failure must not end the process with the server left running.
  done.catch(() => undefined);
  return {
    stop: async () => {
      stopped = true;
      await done;
      for (const list of times.values()) list.sort((a, b) => a - b);
      return times;
    },
  };
}

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));

async function bench(target: Target): Promise<void> {
  const restored = await withBenchServer(target, async ({ client, before, products, work }) => {
    const exported = path.join(work, 'export.csv');
    const file = path.join(work, 'import.csv');
    await runExport(client, before, exported);
    const rows = await changedCatalogue(exported, file, { stock: true });
    const urls = await shopperUrls(client.port);
    for (const url of urls.splice(0, WARM_UP_REQUESTS)) await pageJson(client.port, url);
    const productPages = await productUrls(client.port, urls);

    let phase: Phase = 'idle';
    const shopping = shopper(
      client.port,
      (i) => distinctUrl(urls, i),
      () => phase,
    );
    const browsing = shopper(
      client.port,
      (i) => {
        if (i >= productPages.length) throw new Error(`only ${productPages.length} product urls`);
        return productPages[i]!;
      },
      () => phase,
      PRODUCT_PAGE_PACE_MS,
    );
    await idle();
    const started = performance.now();
    phase = 'upload';
    const job = await upload(client, file);
    const uploaded = performance.now();
    phase = 'dry run';
    const checked = await until(client, job.id, (j) => j.status !== 'checking');
    if (checked.status !== 'checked') throw new Error(`dry run ended ${checked.status}`);
    const dryRun = performance.now();
    const toWrite = checked.toCreate + checked.toUpdate;
    phase = 'write';
    await apply(client, job.id);
    let written = 0;
    const onRows = (seen: Job) => {
      if (phase === 'write' && seen.rowsApplied >= toWrite) {
        written = performance.now();
        phase = 'announcement';
      }
    };
    const done = await until(client, job.id, (j) => j.status !== 'applying', onRows);
    if (done.status !== 'done') throw new Error(`apply ended ${done.status}: ${done.error}`);
    const finished = performance.now();
    written ||= finished;
    phase = 'idle';
    await idle();
    const times = await shopping.stop();
    const productTimes = await browsing.stop();

    const idleTimes = times.get('idle') ?? [];
    const writeTimes = times.get('write') ?? [];
    const ratio = quantile(writeTimes, 0.95) / quantile(idleTimes, 0.95);
    const importMs = dryRun - uploaded + (written - dryRun);
    const line = (label: string, list: readonly number[] = []) =>
      `    ${label}: p50 ${ms(quantile(list, 0.5))}, p95 ${ms(quantile(list, 0.95))}, ` +
      `worst ${ms(list[list.length - 1] ?? 0)} (${list.length} pages)`;
    console.log(
      `import impact on ${target.label}, ${products} products, ${cpus().length} cores, ` +
        `load average ${load()}`,
    );
    console.log(
      `  file: ${rows} rows, every price and stock changed, ${mb((await stat(file)).size)}; ` +
        `${checked.toUpdate} to update, ${checked.toCreate} to create, ${checked.rejected} rejected`,
    );
    console.log('  a shopper, uncached section page JSON one after the other:');
    console.log(line('idle, before and after', idleTimes));
    console.log(line('upload', times.get('upload')));
    console.log(line('dry run', times.get('dry run')));
    console.log(line('write', writeTimes));
    console.log(
      line('announcement (catalogue index rebuilt, caches dropped)', times.get('announcement')),
    );
    console.log(
      `  a second shopper, a product page JSON every ${PRODUCT_PAGE_PACE_MS} ms (no target):`,
    );
    for (const phase of ['idle', 'dry run', 'write'] as const)
      console.log(line(phase, productTimes.get(phase)));
    console.log(
      `  write p95 / idle p95: ${ratio.toFixed(2)} (target ≤ ${TARGET_WRITE_P95_RATIO}: ` +
        `${mark(ratio <= TARGET_WRITE_P95_RATIO)})`,
    );
    console.log(
      `  import: upload ${s(uploaded - started)}, dry run ${s(dryRun - uploaded)}, write ` +
        `${s(written - dryRun)}, announcement ${s(finished - written)}; dry run + write ` +
        `${s(importMs)} (target ≤ ${TARGET_IMPORT_S} s: ${mark(importMs <= TARGET_IMPORT_S * 1000)})`,
    );
  });
  console.log(`  put back: ${restored} prices and stocks the import had changed`);
}

await onEachDatabase(bench);
