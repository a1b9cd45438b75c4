/**
 * Issue 28 point 5: the 1C exchange (CommerceML 2) at 100 000 products, driven over HTTP as 1C
 * does it (docs/1c-exchange.md): checkauth with HTTP Basic, init, each file in parts of init's
 * file_limit, then mode=import repeated until `success`, for import.xml and then offers.xml.
 * Targets: import.xml ≤ 60 s on PostgreSQL and ≤ 90 s embedded, with flat memory; offers.xml
 * (100 000 offers, every price and stock) ≤ 20 s. The import's time runs from its first
 * mode=import call (the file's check) to `success` (the last call also rebuilds the catalogue
 * index); the upload is timed apart. The server's RSS is sampled every 200 ms: its peak growth is
 * printed, and "flat" is judged over the file, the writing calls' peak in their second half against
 * their first (memory kept per good written would climb; V8's garbage high-water does not).
 * The files come from the database (bench/exchange/oneCFiles.ts): the classifier names the
 * shop's sections and properties with their values, the goods are the shop's products with
 * what they hold, each renamed (so the import rewrites every product row, and a second run
 * would not be «без изменений»), the offers raise every price by 1 and each stock in hand by 1.
 * The price types are found by their names, as a first exchange does.
 * The server is the real one (`server/main.ts`, one process: WORKERS=1) in its own process. The
 * database is left as found: names, stock, prices and the 1C identifiers put back, the run's
 * exchanges and their uploaded files deleted, the bench admin too.
 * Options: ONE_C_ZIP=1 sends both files in one zip (1C's «Выгружать в архиве»; unpacked at the
 * first import call, inside its time); ONE_C_CHANGE_EVERY=n changes every n-th product only.
 * Databases: embedded PGlite always (DATA_DIR, a seeded full demo; else a temporary folder,
 * seeded here), PostgreSQL too when BENCH_DATABASE_URL is set.
 * Run: DATA_DIR=/tmp/full BENCH_DATABASE_URL=postgres://… npm run bench -- one-c-exchange
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Zip, ZipDeflate } from 'fflate';
import { load, mark, mb, s, type Target } from './exchange/benchDatabase';
import { onEachDatabase, withBenchServer } from './exchange/benchRun';
import type { Client } from './exchange/exchangeClient';
import {
  removeExchangeUploads,
  restoreExchangeData,
  writeExchangeFiles,
  type ExchangeFiles,
} from './exchange/oneCFiles';
import { rssOf } from './exchange/serverProcess';

const URL_1C = '/bitrix/admin/1c_exchange.php';
const TARGET_IMPORT_S = { embedded: 90, postgres: 60 };
const TARGET_OFFERS_S = 20;
/** The yardstick of "flat memory": the CSV export's (bench/catalog-exchange.ts). */
const FLAT_MEMORY_MB = 50;
const SAMPLE_MS = 200;
const ZIP = process.env.ONE_C_ZIP === '1';
const CHANGE_EVERY = Number(process.env.ONE_C_CHANGE_EVERY ?? 1);

/** The server's RSS read every SAMPLE_MS until stopped: the highest seen, and each reading. */
function rssSampler(pid: number) {
  let peak = 0;
  const samples: { at: number; rss: number }[] = [];
  const timer = setInterval(() => {
    // A server that died is reported by the exchange's failed call, not by this read.
    void rssOf(pid).then(
      (rss) => {
        peak = Math.max(peak, rss);
        samples.push({ at: performance.now(), rss });
      },
      () => undefined,
    );
  }, SAMPLE_MS);
  return {
    peak: () => peak,
    /** The highest reading taken in [from, to), 0 when none was. */
    peakBetween: (from: number, to: number) =>
      Math.max(0, ...samples.filter((s) => s.at >= from && s.at < to).map((s) => s.rss)),
    stop: async () => {
      clearInterval(timer);
      peak = Math.max(peak, await rssOf(pid));
      return peak;
    },
  };
}

/** One exchange as 1C holds it: the origin and the cookie checkauth answered. */
interface Exchange {
  origin: string;
  cookie: string;
}

async function call(exchange: Exchange, query: string, body?: Buffer): Promise<string> {
  const started = performance.now();
  const answer = await fetch(`${exchange.origin}${URL_1C}?type=catalog&${query}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      cookie: exchange.cookie,
      ...(body && { 'content-type': 'application/octet-stream' }),
    },
    // A copy typed as fetch wants it (a part is file_limit bytes at most).
    ...(body && { body: new Uint8Array(body) }),
  }).catch((error: unknown) => {
    throw new Error(`mode ${query} failed after ${s(performance.now() - started)}`, {
      cause: error,
    });
  });
  const text = await answer.text();
  if (answer.status !== 200 || text.startsWith('failure'))
    throw new Error(`mode ${query} answered ${answer.status}: ${text}`);
  return text;
}

async function connect(port: number, login: string, password: string) {
  const origin = `http://127.0.0.1:${port}`;
  const answer = await fetch(`${origin}${URL_1C}?type=catalog&mode=checkauth`, {
    headers: { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` },
  });
  const [status, name, value] = (await answer.text()).split('\n');
  if (status !== 'success') throw new Error(`checkauth answered ${status} ${name}`);
  const exchange = { origin, cookie: `${name}=${value}` };
  const init = await call(exchange, 'mode=init');
  const fileLimit = Number(/file_limit=(\d+)/.exec(init)?.[1]);
  return { exchange, fileLimit, zipOffered: init.includes('zip=yes') };
}

/** mode=file in parts of `fileLimit` bytes, as 1C cuts a large file; resolves to the parts. */
async function uploadFile(exchange: Exchange, file: string, fileLimit: number) {
  const handle = await open(file, 'r');
  const part = Buffer.alloc(fileLimit);
  let parts = 0;
  try {
    for (;;) {
      const { bytesRead } = await handle.read(part, 0, fileLimit, null);
      if (bytesRead === 0) break;
      await call(
        exchange,
        `mode=file&filename=${path.basename(file)}`,
        part.subarray(0, bytesRead),
      );
      parts++;
    }
  } finally {
    await handle.close();
  }
  return parts;
}

/** Both files in one zip, streamed (1C's «Выгружать в архиве»). */
async function zipFiles(files: string[], target: string): Promise<void> {
  const out = createWriteStream(target);
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure ??= error;
    else out.write(chunk);
    if (final) out.end();
  });
  for (const file of files) {
    const entry = new ZipDeflate(path.basename(file), { level: 6 });
    zip.add(entry);
    for await (const chunk of createReadStream(file)) {
      entry.push(chunk as Uint8Array);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  await once(out, 'finish');
  if (failure) throw failure;
}

/** mode=import until `success`, timed, with the server's RSS before, at its peak and after. */
async function importFile(exchange: Exchange, name: string, pid: number) {
  const before = await rssOf(pid);
  const sampler = rssSampler(pid);
  const started = performance.now();
  let checkMs = 0;
  let calls = 0;
  let lastProgress = '';
  let lastCallMs: number;
  // The peak before the last call: the last one also rebuilds the catalogue index.
  let peakBeforeLast: number;
  /** RSS as each call answered: memory that grew with the file would climb call after call. */
  const afterCalls: number[] = [];
  let checked = 0;
  let callStarted: number;
  for (;;) {
    peakBeforeLast = Math.max(before, sampler.peak());
    callStarted = performance.now();
    const answer = await call(exchange, `mode=import&filename=${name}`);
    lastCallMs = performance.now() - callStarted;
    afterCalls.push(await rssOf(pid));
    calls++;
    if (calls === 1) {
      checkMs = lastCallMs;
      checked = performance.now();
    }
    if (answer === 'success') break;
    lastProgress = answer.split('\n')[1] ?? '';
  }
  const ms = performance.now() - started;
  // The writing calls (after the check, before the last call and its catalogue rebuild), in two
  // halves: memory held per good written would make the second half's peak the higher.
  const middle = (checked + callStarted) / 2;
  const halves: [number, number] = [
    sampler.peakBetween(checked, middle),
    sampler.peakBetween(middle, callStarted),
  ];
  const peak = await sampler.stop();
  const after = await rssOf(pid);
  return {
    ms,
    checkMs,
    lastCallMs,
    calls,
    lastProgress,
    before,
    peak,
    peakBeforeLast,
    after,
    afterCalls,
    halves,
  };
}

interface ImportRecord {
  fileName: string;
  status: string;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  problemCount: number;
  problems: { item: string; reason: string }[];
}

/** The staff's list of imports (the screen «Обмен с 1С»): the counts as stored. */
async function importRecords(client: Client): Promise<ImportRecord[]> {
  const answer = await fetch(`http://127.0.0.1:${client.port}/api/admin/exchange-1c/imports`, {
    headers: { cookie: client.cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  if (answer.status !== 200) throw new Error(`imports answered ${answer.status}`);
  return ((await answer.json()) as { imports: ImportRecord[] }).imports;
}

const counts = (record: ImportRecord | undefined) =>
  record
    ? `${record.status}: total ${record.total}, new ${record.created}, changed ${record.updated}, ` +
      `unchanged ${record.unchanged}, skipped ${record.skipped}; problems ${record.problemCount}` +
      record.problems
        .slice(0, 3)
        .map((p) => `\n      ${p.item}: ${p.reason}`)
        .join('')
    : 'no record';

async function bench(target: Target): Promise<void> {
  let files: ExchangeFiles | undefined;
  let writeMs = 0;
  const engine = target.databaseUrl ? 'postgres' : 'embedded';
  const restored = await withBenchServer(
    target,
    async ({ client, server, before }) => {
      const pid = server.pid!;
      server.once('exit', (code, signal) =>
        console.log(`  the server exited: code ${code}, signal ${signal}`),
      );
      const exchangeFiles = files!;
      // Let the start-up work (catalogue index, caches) settle before the baseline RSS.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const start = await rssOf(pid);
      const { exchange, fileLimit, zipOffered } = await connect(
        client.port,
        before.login,
        before.password,
      );
      const sizes = {
        import: (await stat(exchangeFiles.importXml)).size,
        offers: (await stat(exchangeFiles.offersXml)).size,
      };
      console.log(
        `1C exchange (CommerceML 2) on ${target.label}, ${exchangeFiles.products} products ` +
          `(${exchangeFiles.changed} changed), ${cpus().length} cores, load average ${load()}`,
      );
      console.log(
        `  prepared in ${s(writeMs)} (1C identifiers given, files written from the database): import.xml ${mb(sizes.import)}, ` +
          `offers.xml ${mb(sizes.offers)} (${exchangeFiles.prices} prices); init: ` +
          `file_limit=${fileLimit}, zip ${zipOffered ? 'offered' : 'not offered'}, sent ` +
          `${ZIP ? 'as one zip' : 'plain'}; server RSS at the start ${mb(start)}`,
      );

      const uploads: { name: string; ms: number; parts: number; bytes: number }[] = [];
      const upload = async (file: string) => {
        const started = performance.now();
        const parts = await uploadFile(exchange, file, fileLimit);
        uploads.push({
          name: path.basename(file),
          ms: performance.now() - started,
          parts,
          bytes: (await stat(file)).size,
        });
      };
      if (ZIP) {
        const zipped = path.join(path.dirname(exchangeFiles.importXml), 'goods.zip');
        const zipStarted = performance.now();
        await zipFiles([exchangeFiles.importXml, exchangeFiles.offersXml], zipped);
        console.log(`  zipped here in ${s(performance.now() - zipStarted)}`);
        await upload(zipped);
      } else await upload(exchangeFiles.importXml);
      const goods = await importFile(exchange, 'import.xml', pid);
      if (!ZIP) await upload(exchangeFiles.offersXml);
      const offers = await importFile(exchange, 'offers.xml', pid);
      const records = await importRecords(client);

      for (const sent of uploads)
        console.log(
          `  upload ${sent.name} ${mb(sent.bytes)} in ${sent.parts} part(s): ${s(sent.ms)}`,
        );
      const report = (
        name: string,
        run: Awaited<ReturnType<typeof importFile>>,
        targetS: number,
      ) => {
        const growth = run.peak - run.before;
        console.log(
          `  ${name}: ${s(run.ms)} from the first import call to success, ${run.calls} calls ` +
            `(the check ${s(run.checkMs)}, the last ${s(run.lastCallMs)}); target ≤ ${targetS} s: ${mark(run.ms <= targetS * 1000)}`,
        );
        console.log(`    last progress line: «${run.lastProgress}»`);
        console.log(`    stored: ${counts(records.find((r) => r.fileName === name))}`);
        console.log(
          `    server RSS ${mb(run.before)} before, peak ${mb(run.peak)} during ` +
            `(+${mb(growth)}; before the last call ${mb(run.peakBeforeLast)}), ` +
            `${mb(run.after)} after; flat (peak growth < ` +
            `${FLAT_MEMORY_MB} MB): ${mark(growth < FLAT_MEMORY_MB * 1024 * 1024)}`,
        );
        console.log(`    server RSS as each call answered: ${run.afterCalls.map(mb).join(', ')}`);
        const [first, second] = run.halves;
        console.log(
          first && second
            ? `    flat over the file (the writing's peak RSS, second half against first: ` +
                `${mb(second)} against ${mb(first)}, under +${FLAT_MEMORY_MB} MB): ` +
                mark(second - first < FLAT_MEMORY_MB * 1024 * 1024)
            : '    flat over the file: not judged (the writing ended within one call)',
        );
      };
      report('import.xml', goods, TARGET_IMPORT_S[engine]);
      report('offers.xml', offers, TARGET_OFFERS_S);
      console.log(`  load average after: ${load()}`);
    },
    {
      prepare: async (db, work) => {
        const started = performance.now();
        files = await writeExchangeFiles(db, target.dataDir, work, CHANGE_EVERY);
        writeMs = performance.now() - started;
      },
      restore: async (db) => {
        const started = performance.now();
        const rewritten = await restoreExchangeData(db, files?.lastSessionId);
        if (files) await removeExchangeUploads(target.dataDir, files);
        console.log(
          `  put back: ${rewritten} product rows (names, stock, identifiers) in ` +
            `${s(performance.now() - started)}; prices follow`,
        );
      },
      serverEnv: { WORKERS: '1' },
    },
  );
  console.log(`  put back: ${restored} prices and stocks`);
}

await onEachDatabase(bench);
