/**
 * Catalogue CSV exchange at 100 000 products (issue 14 acceptance), on the full demo:
 * 1. export: the export form as the browser posts it (action=export, every top-level section with
 *    INCLUDE_SUBSECTIONS=Y, 20 columns), timed to the last byte, with the server process's RSS
 *    sampled every 10 ms (targets: ≤ 5 s, RSS growth < 50 MB);
 * 2. import: every price cell of that file changed, uploaded (multipart, action=import), the job
 *    polled through its dry run, applied (mode valid) and polled until done, rows/s per phase
 *    (target: ≤ 60 s upload to done, moonshot ≤ 20 s).
 * The server is the real one (`server/main.ts`) in its own process, so its RSS is the server's
 * alone. It signs in as the demo admin when DEMO_STAFF_PASSWORD is set, else as a bench admin
 * made for the run and deleted after. The database is left as found: the prices are copied aside
 * before the import and put back after it, and the job, its change log record and the bench
 * admin are deleted.
 * Databases: embedded PGlite always (DATA_DIR, an already seeded full demo or an empty folder to
 * seed; else a temporary folder, seeded here, about a minute), PostgreSQL too when
 * BENCH_DATABASE_URL is set (seeded when empty).
 * Run: DATA_DIR=/tmp/full BENCH_DATABASE_URL=postgres://… node --import tsx bench/catalog-exchange.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { migrate, openDb } from '../server/lib/db/index';
import type { Db } from '../server/lib/db/types';
import { isSeeded, seedDemoData } from '../server/demo/index';
import { DEMO_STAFF } from '../server/demo/staff';
import { saveStaffAccount } from '../server/lib/staffAccounts';
import { csvLine, UTF8_BOM } from '../server/modules/admin/catalogExchange/csvText';
import { ELEMENT_PARAMETERS } from '../server/modules/admin/catalogExchange/columns';

const EXCHANGE = '/api/admin/catalog/exchange';
const PARAMETERS = ELEMENT_PARAMETERS.map((parameter) => parameter.CODE);
const PROPERTIES = ['razmer', 'tema', 'brend', 'artikul', 'ves'];
const CATALOG = ['PRICE_BASE', 'OLD_PRICE_BASE', 'PRICE_SPB', 'PRICE_REGIONS', 'PRICE_FAR_EAST'];
const CATALOG_STOCK = 'STOCK';
const TARGET_EXPORT_S = 5;
const TARGET_EXPORT_RSS_MB = 50;
const TARGET_IMPORT_S = 60;
const MOONSHOT_IMPORT_S = 20;
const BENCH_ADMIN = 'bench-exchange@hobby.test';
const BENCH_PASSWORD = 'bench-exchange-password';
const PRICES_COPY = 'bench_exchange_prices';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000))} rows/s`;
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

interface Target {
  label: string;
  dataDir: string;
  databaseUrl?: string;
}

interface Before {
  lastJobId: number;
  sectionIds: number[];
  propertyIds: number[];
  login: string;
  password: string;
  benchAdmin: boolean;
}

/** Seeds when empty, copies the prices aside (putting back a crashed run's copy first). */
async function prepare(db: Db, seededPassword: string | undefined): Promise<Before> {
  await migrate(db);
  if (!(await isSeeded(db)))
    await seedDemoData(db, {
      size: 'full',
      log: (line) => console.log(`  ${line}`),
      staffPassword: seededPassword,
    });
  await restorePrices(db);
  await db.exec(`CREATE TABLE ${PRICES_COPY} AS SELECT * FROM prices`);
  const [job] = await db.query<{ id: number }>(
    'SELECT coalesce(max(id), 0) AS id FROM catalog_import_jobs',
  );
  const sections = await db.query<{ id: number }>(
    'SELECT id FROM sections WHERE parent_id IS NULL ORDER BY id',
  );
  const properties = await db.query<{ id: number }>(
    'SELECT id FROM properties WHERE code = ANY($1::text[])',
    [PROPERTIES],
  );
  const demoPassword = process.env.DEMO_STAFF_PASSWORD;
  if (!demoPassword)
    await saveStaffAccount(db, {
      email: BENCH_ADMIN,
      password: BENCH_PASSWORD,
      role: 'admin',
      name: 'Бенчмарк',
    });
  return {
    lastJobId: job?.id ?? 0,
    sectionIds: sections.map((row) => row.id),
    propertyIds: properties.map((row) => row.id),
    login: demoPassword ? DEMO_STAFF.find((staff) => staff.role === 'admin')!.login : BENCH_ADMIN,
    password: demoPassword ?? BENCH_PASSWORD,
    benchAdmin: !demoPassword,
  };
}

/** The prices as copied before the import; resolves to how many the import had changed. */
async function restorePrices(db: Db): Promise<number> {
  const [copy] = await db.query<{ exists: boolean }>(
    `SELECT to_regclass($1) IS NOT NULL AS exists`,
    [PRICES_COPY],
  );
  if (!copy?.exists) return 0;
  const [counts] = await db.query<{ changed: number; added: number }>(
    `WITH changed AS (
       UPDATE prices p SET price = c.price, old_price = c.old_price FROM ${PRICES_COPY} c
        WHERE p.product_id = c.product_id AND p.price_type_id = c.price_type_id
          AND (p.price, p.old_price) IS DISTINCT FROM (c.price, c.old_price)
       RETURNING 1
     ), added AS (
       DELETE FROM prices p WHERE NOT EXISTS (SELECT 1 FROM ${PRICES_COPY} c
         WHERE c.product_id = p.product_id AND c.price_type_id = p.price_type_id)
       RETURNING 1
     )
     SELECT (SELECT count(*)::int FROM changed) AS changed,
            (SELECT count(*)::int FROM added) AS added`,
  );
  await db.exec(`DROP TABLE ${PRICES_COPY}`);
  // The undone import left a dead row per price; the embedded engine has no autovacuum.
  await db.exec('VACUUM ANALYZE prices');
  return (counts?.changed ?? 0) + (counts?.added ?? 0);
}

async function cleanUp(db: Db, before: Before): Promise<number> {
  const restored = await restorePrices(db);
  await db.query(
    `DELETE FROM staff_changes WHERE tool = 'catalog-exchange'
        AND subject IN (SELECT 'import:' || id FROM catalog_import_jobs WHERE id > $1)`,
    [before.lastJobId],
  );
  await db.query('DELETE FROM catalog_import_jobs WHERE id > $1', [before.lastJobId]);
  if (before.benchAdmin) await db.query('DELETE FROM users WHERE email = $1', [BENCH_ADMIN]);
  return restored;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `server/main.ts` as `npm run serve` runs it, resolved once it listens. */
async function startServer(target: Target, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    DEMO_SIZE: 'none',
    SPA_DIR: path.join(target.dataDir, 'no-spa'),
  };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  // BENCH_SERVER_NODE_ARGS: extra flags for the server's node, e.g. `--cpu-prof` to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Shop: http://')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  // The server's own errors (pino level 50 and up) explain a failed call.
  child.stdout!.on('data', (chunk: Buffer) => {
    if (/"level":[56]0/.test(chunk.toString())) process.stderr.write(chunk);
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb) * 1024;
}

/** Samples a process's RSS until stopped: the highest seen. */
function rssSampler(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    void rssOf(pid).then((rss) => (peak = Math.max(peak, rss)));
  }, 10);
  return {
    stop: async () => {
      clearInterval(timer);
      peak = Math.max(peak, await rssOf(pid));
      return peak;
    },
  };
}

const agent = new http.Agent({ keepAlive: true });

interface Client {
  port: number;
  cookie: string;
}

function request(
  client: Client,
  method: string,
  url: string,
  headers: http.OutgoingHttpHeaders,
  write: (req: http.ClientRequest) => Promise<void> | void,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: client.port,
        method,
        path: url,
        headers: { cookie: client.cookie, 'x-requested-with': 'XMLHttpRequest', ...headers },
      },
      resolve,
    );
    req.on('error', reject);
    Promise.resolve(write(req)).catch(reject);
  });
}

async function json<T>(response: http.IncomingMessage, expected: number): Promise<T> {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  if (response.statusCode !== expected)
    throw new Error(`answered ${response.statusCode}, not ${expected}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

async function signIn(port: number, login: string, password: string): Promise<Client> {
  const body = JSON.stringify({ login, password });
  const response = await request(
    { port, cookie: '' },
    'POST',
    '/api/user/auth',
    { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    (req) => void req.end(body),
  );
  await json(response, 200);
  const cookie = (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return { port, cookie };
}

/** The export form's fields, repeated names as a multiple select sends them. */
function exportForm(before: Before): string {
  const fields: [string, string][] = [
    ['action', 'export'],
    ['INCLUDE_SUBSECTIONS', 'Y'],
    ...before.sectionIds.map((id): [string, string] => ['SECTION_ID[]', String(id)]),
    ...PARAMETERS.map((code): [string, string] => ['parameters[]', code]),
    ...before.propertyIds.map((id): [string, string] => ['properties[]', String(id)]),
    ...[...CATALOG, CATALOG_STOCK].map((code): [string, string] => ['catalog[]', code]),
  ];
  return new URLSearchParams(fields).toString();
}

async function runExport(client: Client, pid: number, before: Before, file: string) {
  const form = exportForm(before);
  const baseline = await rssOf(pid);
  const sampler = rssSampler(pid);
  const started = performance.now();
  const response = await request(
    client,
    'POST',
    EXCHANGE,
    {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(form),
    },
    (req) => void req.end(form),
  );
  if (response.statusCode !== 200) await json(response, 200);
  let firstByte = 0;
  response.once('data', () => (firstByte = performance.now() - started));
  await pipeline(response, createWriteStream(file));
  const lastByte = performance.now() - started;
  const peak = await sampler.stop();
  return { firstByte, lastByte, baseline, peak, bytes: (await stat(file)).size };
}

/** Every price cell raised by 7 % (so every row updates); resolves to the data rows written. */
async function changedPrices(source: string, target: string): Promise<number> {
  const text = (await readFile(source, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = Papa.parse<string[]>(text, {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  if (!header) throw new Error('the export is empty');
  const priceColumns = header.flatMap((code, i) => (code.startsWith('PRICE_') ? [i] : []));
  const lines = [UTF8_BOM + csvLine(header, ';')];
  for (const row of rows) {
    for (const i of priceColumns) {
      const price = Number(row[i]);
      if (row[i] !== '' && Number.isFinite(price)) row[i] = (price * 1.07 + 1).toFixed(2);
    }
    lines.push(csvLine(row, ';'));
  }
  await writeFile(target, lines.join(''));
  return rows.length;
}

interface Job {
  id: number;
  status: string;
  rowsRead: number;
  rowsApplied: number;
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  rejected: number;
  error: string | null;
}

async function upload(client: Client, file: string): Promise<Job> {
  const boundary = '----benchExchange';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="action"\r\n\r\nimport\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { size } = await stat(file);
  const response = await request(
    client,
    'POST',
    EXCHANGE,
    {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + size + tail.length,
    },
    async (req) => {
      req.write(head);
      for await (const chunk of createReadStream(file)) req.write(chunk);
      req.end(tail);
    },
  );
  return json<Job>(response, 202);
}

async function until(client: Client, id: number, busy: string): Promise<Job> {
  for (;;) {
    const job = await json<Job>(
      await request(client, 'GET', `${EXCHANGE}/jobs/${id}`, {}, (req) => void req.end()),
      200,
    );
    if (job.status !== busy) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runImport(client: Client, file: string) {
  const started = performance.now();
  const created = await upload(client, file);
  const uploaded = performance.now();
  const checked = await until(client, created.id, 'checking');
  const dryRun = performance.now();
  if (checked.status !== 'checked') throw new Error(`dry run ended ${checked.status}`);
  const body = JSON.stringify({ mode: 'valid' });
  await json(
    await request(
      client,
      'POST',
      `${EXCHANGE}/jobs/${created.id}/apply`,
      { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      (req) => void req.end(body),
    ),
    200,
  );
  const done = await until(client, created.id, 'applying');
  const finished = performance.now();
  if (done.status !== 'done') throw new Error(`apply ended ${done.status}: ${done.error}`);
  return {
    checked,
    done,
    uploadMs: uploaded - started,
    dryRunMs: dryRun - uploaded,
    applyMs: finished - dryRun,
    totalMs: finished - started,
  };
}

async function bench(target: Target): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'hobby-bench-exchange-files-'));
  let db = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  let before: Before;
  let products: number;
  try {
    before = await prepare(db, process.env.DEMO_STAFF_PASSWORD);
    products = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;
  } finally {
    // The embedded database has one process per data folder: the server's, from here on.
    await db.close();
  }
  const port = await freePort();
  const server = await startServer(target, port);
  let restored: number;
  try {
    const client = await signIn(port, before.login, before.password);
    // Let the start-up work (catalogue index, caches) settle before the baseline RSS.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const exported = path.join(work, 'export.csv');
    const changed = path.join(work, 'import.csv');
    const ex = await runExport(client, server.pid!, before, exported);
    const rows = await changedPrices(exported, changed);
    const im = await runImport(client, changed);
    const growth = ex.peak - ex.baseline;

    console.log(
      `catalogue CSV exchange on ${target.label}, ${products} products, ${cpus().length} cores, ` +
        `load average ${load()}`,
    );
    console.log(
      `  export, ${PARAMETERS.length + before.propertyIds.length + CATALOG.length + 1} columns, ` +
        `${rows} rows, ${mb(ex.bytes)}: first byte ${s(ex.firstByte)}, last byte ` +
        `${s(ex.lastByte)} (${perSecond(rows, ex.lastByte)}; target ≤ ${TARGET_EXPORT_S} s: ` +
        `${mark(ex.lastByte <= TARGET_EXPORT_S * 1000)})`,
    );
    console.log(
      `  server RSS: ${mb(ex.baseline)} before, peak ${mb(ex.peak)} during, growth ${mb(growth)} ` +
        `(target < ${TARGET_EXPORT_RSS_MB} MB: ${mark(growth < TARGET_EXPORT_RSS_MB * 1024 * 1024)})`,
    );
    console.log(
      `  import, every price changed, ${mb((await stat(changed)).size)}: upload ${s(im.uploadMs)}, ` +
        `dry run ${s(im.dryRunMs)} (${perSecond(im.checked.rowsRead, im.dryRunMs)}; ` +
        `${im.checked.toUpdate} to update, ${im.checked.unchanged} unchanged, ` +
        `${im.checked.toCreate} to create, ${im.checked.rejected} rejected)`,
    );
    console.log(
      `  apply ${s(im.applyMs)} (${perSecond(im.done.rowsApplied, im.applyMs)}; ` +
        `${im.done.rowsApplied} written, ${im.done.rejected} rejected)`,
    );
    console.log(
      `  import total, upload to done: ${s(im.totalMs)} (${perSecond(rows, im.totalMs)}; ` +
        `target ≤ ${TARGET_IMPORT_S} s: ${mark(im.totalMs <= TARGET_IMPORT_S * 1000)}, ` +
        `moonshot ≤ ${MOONSHOT_IMPORT_S} s: ${mark(im.totalMs <= MOONSHOT_IMPORT_S * 1000)})`,
    );
  } finally {
    await stopServer(server);
    db = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    try {
      restored = await cleanUp(db, before);
    } finally {
      await db.close();
      await rm(work, { recursive: true, force: true });
    }
  }
  console.log(`  put back: ${restored} prices the import had changed`);
}

const ownDataDir = !process.env.DATA_DIR;
const dataDir =
  process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-exchange-')));
const targets: Target[] = [{ label: 'embedded PGlite', dataDir }];
if (process.env.BENCH_DATABASE_URL)
  targets.push({
    label: 'PostgreSQL',
    dataDir: await mkdtemp(path.join(tmpdir(), 'hobby-bench-exchange-pg-')),
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
try {
  for (const target of targets) await bench(target);
} finally {
  if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
  for (const target of targets.slice(1)) await rm(target.dataDir, { recursive: true, force: true });
}
