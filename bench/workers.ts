/**
 * Issue 24 point 5: uncached section pages per second with `WORKERS=2` against `WORKERS=1`, on
 * PostgreSQL, in one run. Two real shops (`server/demo/main.ts`, NODE_ENV=production) on one
 * database, one with each setting, are loaded in turn, round after round, with the same load
 * (bench/httpLoad.ts: 50 keep-alive connections, here 5 s + 20 s) of section HTML as a browser asks for
 * it (`Accept-Encoding` of Chromium, no `X-Source`). Every url is a distinct page of the catalogue
 * (a section's pages 2…n and its filter landings, each in four sort orders), and no url is asked
 * twice of one shop, so neither the page JSON nor the HTML cache answers. Target: 2 workers give
 * at least 1.6× the pages of 1 worker (the median of the rounds), on a 2-core machine.
 * Needs BENCH_DATABASE_URL (the full demo is loaded into it when it is empty, DEMO_SIZE otherwise);
 * SPA_DIR: a build of scripts/build.mjs, else one is made into a temporary folder.
 * Run: SPA_DIR=/tmp/build BENCH_DATABASE_URL=postgres://… npm run bench -- workers
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { startServerProcess, type ServerProcess } from '../tests/server/serverProcess';
import { distinctSectionUrls } from './catalogUrls';
import { LOAD, quantile, runHttpLoad } from './httpLoad';
import { frontEnd } from './ssr/frontEnd';
import { commandSeconds, machineBusySeconds, processTreeSeconds } from './machineCpu';

const TARGET_RATIO = 1.6;
const ROUNDS = 3;
/**
 * Longer than the other benchmarks' 1 s + 5 s: on the shared machine an uncached page under 50
 * connections takes seconds, and a window that short counts mostly its edges.
 */
const WINDOW = { warmUpMs: 5_000, durationMs: 20_000 };
/** What Debian's Chromium 156 sends; the server answers brotli. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Seeding the full demo into an empty database and building the index take minutes on a busy machine. */
const START_TIMEOUT_MS = 900_000;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** What reads the database's CPU: PostgreSQL's processes are all named so. */
const DATABASE_COMMAND = 'postgres';

/**
 * CPU seconds used so far by the machine, the shop under load, the idle one, the database's
 * processes and this one (whose worker thread is the load client).
 */
function cpuNow(loaded: number, idle: number) {
  const own = process.cpuUsage();
  return {
    machine: machineBusySeconds(),
    shop: processTreeSeconds(loaded),
    idleShop: processTreeSeconds(idle),
    database: commandSeconds(DATABASE_COMMAND),
    client: (own.user + own.system) / 1e6,
  };
}
type CpuSplit = ReturnType<typeof cpuNow>;

/** Cores each part used over one round (warm-up and measured window). */
function coresBetween(before: CpuSplit, after: CpuSplit): CpuSplit {
  const seconds = (WINDOW.warmUpMs + WINDOW.durationMs) / 1000;
  const cores = (key: keyof CpuSplit) => (after[key] - before[key]) / seconds;
  return {
    machine: cores('machine'),
    shop: cores('shop'),
    idleShop: cores('idleShop'),
    database: cores('database'),
    client: cores('client'),
  };
}

/**
 * The round's whole machine: a shop that got fewer cores than there were was held by what else
 * ran (its database, the load client, the kernel's and other services' work: "the rest").
 */
function describeMachine(cores: CpuSplit): string {
  const rest = cores.machine - cores.shop - cores.idleShop - cores.database - cores.client;
  return (
    `the machine was busy ${cores.machine.toFixed(2)} of ${availableParallelism()} cores: ` +
    `the database ${cores.database.toFixed(2)}, the load client ${cores.client.toFixed(2)}, ` +
    `the idle shop ${cores.idleShop.toFixed(2)}, the rest ${Math.max(0, rest).toFixed(2)}`
  );
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.log('bench/workers.ts needs PostgreSQL: set BENCH_DATABASE_URL (skipped)');
  process.exit(0);
}
const cores = availableParallelism();
/** Linux's scheduler autogroup: CPU is shared fairly between sessions, then within each. */
const autogroup = (() => {
  try {
    return readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
})();
const { spaDir, temporary } = await frontEnd('workers');
const shops: { workers: number; shop: ServerProcess }[] = [];
try {
  console.log(`machine: ${cores} cores; load average before starting: ${load()}`);
  for (const workers of [1, 2]) {
    // One after the other: the first start loads the demo into an empty database.
    const shop = await startServerProcess(
      {
        DATABASE_URL: databaseUrl,
        WORKERS: String(workers),
        SPA_DIR: spaDir,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example',
        DEMO_SIZE: process.env.DEMO_SIZE ?? 'full',
      },
      START_TIMEOUT_MS,
    );
    shops.push({ workers, shop });
  }
  const urls = await distinctSectionUrls((shops[0] as (typeof shops)[number]).shop.origin);
  // A warm-up round and the measured ones, each with urls of its own (both shops ask the same
  // ones: each shop, and each worker, has caches of its own).
  const slice = Math.floor(urls.length / (ROUNDS + 1));
  console.log(`${urls.length} distinct section page urls: ${slice} per round`);
  const results = new Map<number, { perSecond: number; perCpuSecond: number }[]>(
    shops.map(({ workers }) => [workers, []]),
  );
  for (let round = 0; round <= ROUNDS; round++) {
    const paths = urls.slice(round * slice, (round + 1) * slice);
    for (const { workers, shop } of round % 2 ? [...shops].reverse() : shops) {
      const idle = shops.find((other) => other.shop !== shop)?.shop.pid ?? shop.pid;
      const cpuBefore = cpuNow(shop.pid, idle);
      const result = await runHttpLoad({
        port: Number(new URL(shop.origin).port),
        paths,
        headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING },
        ...WINDOW,
      });
      // Warm-up included: the CPU time of the measured part alone cannot be told apart.
      const used = coresBetween(cpuBefore, cpuNow(shop.pid, idle));
      const perSecond = result.requests / result.seconds;
      const asked = result.requests + result.errors;
      console.log(
        `${round === 0 ? 'warm-up' : `round ${round}`}, ${workers} worker(s): ${perSecond.toFixed(0)} pages/s, ` +
          `p50 ${quantile(result.latencies, 0.5).toFixed(0)} ms, p95 ${quantile(result.latencies, 0.95).toFixed(0)} ms, ` +
          `${result.errors} errors; the shop used ${used.shop.toFixed(2)} cores, ` +
          `${(perSecond / used.shop).toFixed(0)} pages per CPU second; ${describeMachine(used)}; ` +
          `load average ${load()}` +
          // Past the slice the urls come round again and the caches may answer.
          (asked > slice * 0.8 ? ` (asked ${asked} of ${slice} urls: make the slice larger)` : ''),
      );
      if (round > 0) results.get(workers)?.push({ perSecond, perCpuSecond: perSecond / used.shop });
    }
  }
  const median = (workers: number, figure: 'perSecond' | 'perCpuSecond') =>
    quantile(
      (results.get(workers) ?? []).map((round) => round[figure]).sort((a, b) => a - b),
      0.5,
    );
  const one = median(1, 'perSecond');
  const two = median(2, 'perSecond');
  const ratio = two / one;
  console.log(
    `\nuncached section pages/s (median of ${ROUNDS} rounds of ${WINDOW.durationMs / 1000} s, ${LOAD.connections} connections): ` +
      `1 worker ${one.toFixed(0)}, 2 workers ${two.toFixed(0)}: ${ratio.toFixed(2)}× ` +
      `(target ≥ ${TARGET_RATIO}× on 2 cores: ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}); ` +
      `${cores} cores, load average ${load()}`,
  );
  console.log(
    `pages per CPU second the shop got (median): 1 worker ${median(1, 'perCpuSecond').toFixed(0)}, ` +
      `2 workers ${median(2, 'perCpuSecond').toFixed(0)}`,
  );
  if (autogroup && (loadavg()[0] ?? 0) > cores)
    console.log(
      'The kernel shares the CPU by session (sched_autogroup) and other sessions keep it busy: ' +
        "the bench's shops, all in this session, get one session's share however many workers " +
        'they run. Measure the ratio on an otherwise idle machine.',
    );
} finally {
  await Promise.all(shops.map(({ shop }) => shop.stop()));
  if (temporary) await rm(spaDir, { recursive: true, force: true });
}
