/**
 * Issue 24 point 4: the shop at 100 000 and at 1 000 000 products, side by side, so each cost's
 * growth shows. For every database given, the shop is started as `npm run serve` starts it (its
 * own process, `server/main.ts`, one worker) and measured from outside:
 * - restart: from spawning the process on the seeded database to its first answer (≤ 30 s);
 * - the background work the first section pages start (the product cards filled), until the
 *   process is at rest: shown, no target; the pages below are measured after it;
 * - page JSON of a section with two filters, uncached, one client (p95 ≤ 20 ms), and its uncached
 *   server-rendered HTML (p95 ≤ 50 ms): each url asked once, JSON and HTML of different urls in
 *   turn, so neither the page JSON cache nor the HTML cache answers;
 * - staff writes, each a real change, alternated so an even number leaves the database as found:
 *   a filter property switched off and on (presentation) and a section relation saved and
 *   applied (section member sets) (≤ 1 s);
 * - the process's resident memory after all that, and its peak (≤ 3 GB).
 * Databases (any subset; each seeded with its size when empty, timed): SCALE_100K_DIR and
 * SCALE_1M_DIR (embedded PGlite folders), SCALE_100K_URL and SCALE_1M_URL (PostgreSQL). Without
 * any, two temporary PGlite folders are seeded here (about ten minutes). Front end: SPA_DIR or a
 * build made here.
 * Run: SPA_DIR=/tmp/dist SCALE_100K_DIR=/tmp/full SCALE_1M_DIR=/tmp/1m npm run bench -- scale
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isSeeded, seedDemoData, type DemoSize } from '../server/demo/index';
import { migrate, openDb } from '../server/lib/db/index';
import type { Db } from '../server/lib/db/types';
import { saveStaffAccount } from '../server/lib/staffAccounts';
import { quantile } from './httpLoad';
import { processTreeSeconds } from './machineCpu';
import { memoryMb } from './productionShop';
import { frontEnd } from './ssr/frontEnd';

const TARGET = { jsonP95Ms: 20, htmlP95Ms: 50, writeMs: 1_000, restartS: 30, rssMb: 3_072 };
const SECTION = '/shop/almaznaya-vyshivka/';
const WARM_UP = 20;
const PAGES = 200;
/** Even, so every write is undone by the next round. */
const WRITE_ROUNDS = 10;
const START_TIMEOUT_MS = 300_000;
const BENCH_ADMIN = 'bench-scale@hobby.test';
const BENCH_PASSWORD = 'bench-scale-password';
const UNRELATED_SECTION = 'pazly';
const OTHER_SECTION = 'kartiny-po-nomeram';
const TOGGLED_PROPERTY = 'brend';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface Target {
  engine: 'PGlite' | 'PostgreSQL';
  size: DemoSize;
  dataDir: string;
  databaseUrl?: string;
}

interface Figures {
  products: number;
  seededS: number | null;
  restartS: number;
  /** From the first section pages to the process at rest (the product cards filled). */
  settleS: number;
  jsonP95Ms: number;
  jsonCpuMs: number;
  htmlP95Ms: number;
  htmlCpuMs: number;
  writes: Map<string, number[]>;
  rssMb: number;
  peakRssMb: number;
  load: string;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Migrated, seeded when empty (timed), with the bench's admin; closed again. */
async function prepare(target: Target) {
  const db = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await migrate(db);
    let seededS: number | null = null;
    if (!(await isSeeded(db))) {
      const started = performance.now();
      await seedDemoData(db, { size: target.size, log: (line) => console.log(`  ${line}`) });
      seededS = (performance.now() - started) / 1000;
    }
    await saveStaffAccount(db, {
      email: BENCH_ADMIN,
      password: BENCH_PASSWORD,
      role: 'admin',
      name: 'Бенчмарк',
    });
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE active',
    );
    const idOf = async (table: string, code: string) => {
      const [found] = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE code = $1`, [
        code,
      ]);
      if (!found) throw new Error(`no ${table} ${code}`);
      return found.id;
    };
    const subjects: WriteSubjects = {
      sectionId: await idOf('sections', SECTION.split('/')[2]!),
      unrelatedId: await idOf('sections', UNRELATED_SECTION),
      otherId: await idOf('sections', OTHER_SECTION),
      propertyId: await idOf('properties', TOGGLED_PROPERTY),
    };
    return { products: row?.n ?? 0, seededS, subjects };
  } finally {
    await db.close();
  }
}

/** Drops the bench's admin and its change log records (its writes undid themselves). */
async function cleanUp(target: Target): Promise<void> {
  const db: Db = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await db.query(
      'DELETE FROM staff_changes WHERE user_id IN (SELECT id FROM users WHERE email = $1)',
      [BENCH_ADMIN],
    );
    await db.query('DELETE FROM users WHERE email = $1', [BENCH_ADMIN]);
  } finally {
    await db.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  body: string;
  ms: number;
  cookies: string[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request, timed to the body's last byte (the body is left compressed if it came so). */
function request(
  port: number,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: url,
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          ...options.headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            cookies: (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function pageJson<T>(port: number, url: string): Promise<T> {
  const answer = await request(port, url, { headers: { 'X-Source': 'nuxt' } });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return JSON.parse(answer.body) as T;
}

/** Starts the shop's own process on the target and waits for its first answer. */
async function startShop(target: Target, spaDir: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WORKERS: '1',
    DATA_DIR: target.dataDir,
    SPA_DIR: spaDir,
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the shop exited (${code}) while starting`))),
  );
  exited.catch(() => undefined);
  const answering = async () => {
    for (;;) {
      const answer = await request(port, '/shop/', { headers: { 'X-Source': 'nuxt' } }).catch(
        () => null,
      );
      if (answer?.status === 200) return;
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error('the shop never answered');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.race([answering(), exited]);
  return { child, port, restartS: (performance.now() - started) / 1000 };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface FilterJson {
  code: string;
  values: { url: string; count: number; selected: boolean }[];
}
interface SectionJson {
  data: {
    landing: { propertyCode: string } | null;
    filter: FilterJson[];
    price: { max: number | null };
  };
}

/**
 * `count` distinct urls of SECTION with one value of each of two properties selected (as the
 * page's own filter links give them) and a price ceiling above every price, raised by a rouble
 * for each further url: what is shown stays the same, the caches see a new page each time.
 */
async function twoFilterUrls(port: number, count: number): Promise<string[]> {
  const section = await pageJson<SectionJson>(port, `${SECTION}?sort=new`);
  const ceiling = Math.ceil(section.data.price.max ?? 0) + 1;
  const pairs: string[] = [];
  for (const filter of section.data.filter.slice(0, 3)) {
    for (const value of filter.values.filter((v) => v.count > 0).slice(0, 4)) {
      const landing = await pageJson<SectionJson>(port, `${value.url}?sort=new`);
      for (const other of landing.data.filter) {
        if (other.code === landing.data.landing?.propertyCode) continue;
        for (const second of other.values.filter((v) => v.count > 0 && !v.selected).slice(0, 4))
          pairs.push(second.url);
      }
    }
  }
  if (pairs.length === 0) throw new Error(`no two-filter urls in ${SECTION}`);
  return Array.from({ length: count }, (_, n) => {
    const url = new URL(pairs[n % pairs.length]!, 'http://shop.internal');
    url.searchParams.set('price_to', String(ceiling + Math.floor(n / pairs.length)));
    return url.pathname + url.search;
  });
}

/** CPU time the process (one, WORKERS=1) has used, in ms. */
const cpuMsOf = (pid: number) => processTreeSeconds(pid) * 1000;

/** Under this much CPU in a second the process is at rest (its upkeep takes a few ms now and then). */
const QUIET_CPU_MS = 100;

/**
 * Waits until the process spends under QUIET_CPU_MS of CPU in a whole second, and resolves to the
 * seconds that took. The first section page after a start sets the product cards filling in the
 * background (`catalog/cardCache.ts`); pages measured during the fill measure the fill as well.
 */
async function quiet(pid: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = cpuMsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuMsOf(pid) - before < QUIET_CPU_MS) return (performance.now() - started) / 1000;
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error('the shop never settled');
  }
}

/**
 * p95 of page JSON, then of HTML, one client, each url asked once, once the process has settled
 * after its first section pages; and the server's CPU time a page, which a busy machine inflates
 * far less than the wall-clock times.
 */
async function uncachedPages(port: number, pid: number) {
  const urls = await twoFilterUrls(port, 2 * (WARM_UP + PAGES));
  const settleS = await quiet(pid);
  const series = async (list: string[], headers: Record<string, string>) => {
    for (const url of list.slice(0, WARM_UP)) await request(port, url, { headers });
    const cpuBefore = cpuMsOf(pid);
    const times: number[] = [];
    for (const url of list.slice(WARM_UP)) {
      const answer = await request(port, url, { headers });
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      times.push(answer.ms);
    }
    const p95 = quantile(
      times.sort((a, b) => a - b),
      0.95,
    );
    return { p95, cpuMs: (cpuMsOf(pid) - cpuBefore) / PAGES };
  };
  const json = await series(urls.slice(0, WARM_UP + PAGES), { ...BROWSER, 'X-Source': 'nuxt' });
  const html = await series(urls.slice(WARM_UP + PAGES), BROWSER);
  return {
    settleS,
    jsonP95Ms: json.p95,
    jsonCpuMs: json.cpuMs,
    htmlP95Ms: html.p95,
    htmlCpuMs: html.cpuMs,
  };
}

interface WriteSubjects {
  sectionId: number;
  unrelatedId: number;
  otherId: number;
  propertyId: number;
}

/** Each write WRITE_ROUNDS times, as an admin signed in over HTTP; times by write. */
async function staffWrites(port: number, subjects: WriteSubjects): Promise<Map<string, number[]>> {
  const signIn = await request(port, '/api/user/auth', {
    body: { login: BENCH_ADMIN, password: BENCH_PASSWORD },
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${signIn.body}`);
  const headers = { cookie: signIn.cookies.join('; ') };
  const call = async (url: string, body?: unknown) => {
    const answer = await request(port, url, { headers, body });
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body}`);
    return answer;
  };
  const { relations } = JSON.parse(
    (await call('/api/admin/sections/relations?action=getData')).body,
  ) as { relations: { id: number; items: number[] }[] };
  const { sectionId, unrelatedId, otherId, propertyId } = subjects;
  const withRelation = (round: number) => [
    ...relations.filter((r) => r.id !== unrelatedId),
    ...(round % 2 === 0 ? [{ id: unrelatedId, items: [otherId] }] : []),
  ];
  const writes: [string, (round: number) => Promise<Answer>][] = [
    [
      'filter property switched off / on',
      (round) =>
        call(`/api/admin/filter/config/${round % 2 === 0 ? 'propertyDisable' : 'propertyEnable'}`, {
          sectionId,
          propertyId,
        }),
    ],
    [
      'section relation saved and applied',
      (round) =>
        call('/api/admin/sections/relations', {
          action: 'saveAndApply',
          relations: withRelation(round),
        }),
    ],
  ];
  const times = new Map(writes.map(([name]) => [name, [] as number[]]));
  for (let round = 0; round < WRITE_ROUNDS; round++)
    for (const [name, write] of writes) times.get(name)!.push((await write(round)).ms);
  return times;
}

async function measure(target: Target, spaDir: string): Promise<Figures> {
  const { products, seededS, subjects } = await prepare(target);
  const { child, port, restartS } = await startShop(target, spaDir);
  try {
    const pages = await uncachedPages(port, child.pid!);
    const writes = await staffWrites(port, subjects);
    const memory = memoryMb(child.pid!);
    return {
      products,
      seededS,
      restartS,
      ...pages,
      writes,
      rssMb: memory.rss,
      peakRssMb: memory.peak,
      load: load(),
    };
  } finally {
    await stop(child);
    await cleanUp(target);
  }
}

interface Row {
  name: string;
  value: number;
  unit: 's' | 'ms' | 'MB';
  /** null: shown for comparison, no target. */
  target: number | null;
}

const textOf = (value: number, unit: Row['unit']) =>
  `${unit === 'MB' ? Math.round(value) : value.toFixed(1)} ${unit}`;

/** Each figure with its target, in the order printed. */
function rows(figures: Figures): Row[] {
  const row = (name: string, value: number, unit: Row['unit'], target: number | null) => ({
    name,
    value,
    unit,
    target,
  });
  return [
    row('restart on the seeded database', figures.restartS, 's', TARGET.restartS),
    row('first section pages to the process at rest (cards filled)', figures.settleS, 's', null),
    row('page JSON, two filters, uncached, p95', figures.jsonP95Ms, 'ms', TARGET.jsonP95Ms),
    row('HTML, two filters, uncached, p95', figures.htmlP95Ms, 'ms', TARGET.htmlP95Ms),
    row('server CPU a page JSON', figures.jsonCpuMs, 'ms', null),
    row('server CPU an HTML page', figures.htmlCpuMs, 'ms', null),
    ...[...figures.writes].map(([name, times]) =>
      row(`staff write, slowest: ${name}`, Math.max(...times), 'ms', TARGET.writeMs),
    ),
    row('RSS after the run', figures.rssMb, 'MB', TARGET.rssMb),
    row('RSS at its peak', figures.peakRssMb, 'MB', TARGET.rssMb),
  ];
}

function targets(): Target[] {
  const given: Target[] = [];
  const add = (engine: Target['engine'], size: DemoSize, dir?: string, url?: string) => {
    if (engine === 'PGlite' && dir) given.push({ engine, size, dataDir: dir });
    if (engine === 'PostgreSQL' && url)
      given.push({
        engine,
        size,
        dataDir: path.join(tmpdir(), 'hobby-bench-scale-pg'),
        databaseUrl: url,
      });
  };
  const { SCALE_100K_DIR, SCALE_1M_DIR, SCALE_100K_URL, SCALE_1M_URL } = process.env;
  add('PGlite', 'full', SCALE_100K_DIR);
  add('PGlite', '1m', SCALE_1M_DIR);
  add('PostgreSQL', 'full', undefined, SCALE_100K_URL);
  add('PostgreSQL', '1m', undefined, SCALE_1M_URL);
  return given;
}

const given = targets();
const temporary = given.length === 0;
const chosen: Target[] = temporary
  ? await Promise.all(
      (['full', '1m'] as const).map(async (size) => ({
        engine: 'PGlite' as const,
        size,
        dataDir: await mkdtemp(path.join(tmpdir(), `hobby-bench-scale-${size}-`)),
      })),
    )
  : given;
const { spaDir, temporary: temporaryBuild } = await frontEnd('scale');
const misses: string[] = [];
const results: { target: Target; figures: Figures }[] = [];
try {
  for (const target of chosen) {
    const figures = await measure(target, spaDir);
    results.push({ target, figures });
    const label = `${target.engine}, ${figures.products} active products`;
    console.log(
      `\n${label}${figures.seededS === null ? '' : ` (seeded here in ${figures.seededS.toFixed(0)} s)`}, ` +
        `${cpus().length} cores, load average after the run ${figures.load}`,
    );
    for (const row of rows(figures)) {
      const met = row.target === null || row.value <= row.target;
      const text = textOf(row.value, row.unit);
      const verdict =
        row.target === null
          ? ''
          : `  target ≤ ${textOf(row.target, row.unit)}: ${met ? 'met' : 'MISSED'}`;
      console.log(`  ${row.name.padEnd(60)} ${text.padStart(9)}${verdict}`);
      if (!met) misses.push(`MISSES ${label}: ${row.name} ${text}`);
    }
  }
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    const small = results.find((r) => r.target.engine === engine && r.target.size === 'full');
    const large = results.find((r) => r.target.engine === engine && r.target.size === '1m');
    if (!small || !large) continue;
    console.log(
      `\n${engine}: ${small.figures.products} against ${large.figures.products} products`,
    );
    const largeRows = rows(large.figures);
    for (const [i, row] of rows(small.figures).entries()) {
      const other = largeRows[i]!;
      console.log(
        `  ${row.name.padEnd(60)} ${textOf(row.value, row.unit).padStart(9)} → ` +
          `${textOf(other.value, other.unit).padStart(9)}  ×${(other.value / row.value).toFixed(1)}`,
      );
    }
  }
} finally {
  if (temporary)
    for (const target of chosen) await rm(target.dataDir, { recursive: true, force: true });
  if (temporaryBuild) await rm(spaDir, { recursive: true, force: true });
}
console.log(misses.length ? `\n${misses.join('\n')}` : '\nAll targets met.');
