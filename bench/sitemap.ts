import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quantile, runHttpLoad } from './httpLoad';

/**
 * Issue 9.11: memory and latency while ten visitors fetch the same large sitemap file at once.
 * Starts the real server (`server/demo/main.ts`) as a child process, so its resident memory is the
 * server's alone: after a warm-up request, the kernel's peak-RSS mark is reset, then ten
 * concurrent `GET /sitemap-1.xml` run while a probe asks `/api/user/info` every 50 ms. Prints the
 * peak growth over the resting RSS, the sitemap and probe latencies.
 * Issue 22: then the sitemap beside a shopper's load, the loopback load of bench/httpLoad.ts (50
 * keep-alive connections, compressed answers accepted as browsers and crawlers do) alternating,
 * ROUNDS times, between `/api/user/info` alone and the same with every tenth request a
 * `GET /sitemap-1.xml`; prints requests/s, the `/api/user/info` p50/p95, the sitemap's p95 and the
 * peak RSS growth of each load.
 * Database: BENCH_DATABASE_URL, else DATA_DIR (e.g. the full demo after `npm start`: 50 000 urls
 * in the first file), else a temporary small demo (only a few thousand urls).
 * Run: node --import tsx bench/sitemap.ts
 */
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CONCURRENT = 10;
const PROBE_EVERY_MS = 50;
const START_TIMEOUT_MS = 600_000;

const dataDir =
  process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-sitemap-')));
const port = 30_000 + Math.floor(Math.random() * 20_000);

/** One GET on a fresh connection: status, bytes read (then dropped) and time in ms. */
function get(url: string): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** VmRSS and VmHWM (peak) of a process in MiB, from /proc (Linux). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/demo/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      DEMO_SIZE: process.env.DATA_DIR || process.env.BENCH_DATABASE_URL ? 'none' : 'small',
      SPA_DIR: path.join(dataDir, 'no-spa'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Shop: http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return child;
}

const USER_INFO = '/api/user/info';
const SITEMAP = '/sitemap-1.xml';
const ROUNDS = 3;
/** One request in this many is a sitemap's in the mixed load (issue 22: a tenth). */
const SITEMAP_EVERY = 10;

/** Resets the peak-RSS mark: writing 5 to clear_refs does it (proc(5)); the resting RSS then. */
function resetPeak(pid: number): number {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return memory(pid).rss;
}

/** Issue 22: `/api/user/info` alone, then with sitemaps a tenth of the load, ROUNDS times. */
async function sitemapBesideShoppers(pid: number): Promise<void> {
  const loads: [string, string[]][] = [
    ['user info only    ', [USER_INFO]],
    ['sitemaps 10 %     ', [...Array<string>(SITEMAP_EVERY - 1).fill(USER_INFO), SITEMAP]],
  ];
  const ms = (sorted: number[], q: number) => `${quantile(sorted, q).toFixed(1)} ms`;
  console.log(`sitemap beside shoppers: 50 keep-alive connections, Accept-Encoding: br, gzip:`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, paths] of loads) {
      const resting = resetPeak(pid);
      const load = await runHttpLoad({ port, paths, headers: { 'accept-encoding': 'br, gzip' } });
      const growth = memory(pid).peak - resting;
      const info = load.latenciesByPath[USER_INFO] ?? [];
      const sitemaps = load.latenciesByPath[SITEMAP] ?? [];
      const encodings = Object.entries(load.encodings).map(([e, n]) => `${e} ${n}`);
      console.log(
        `  round ${round}, ${name}: ${Math.round(load.requests / load.seconds)} req/s, ` +
          `${USER_INFO} p50 ${ms(info, 0.5)} p95 ${ms(info, 0.95)}` +
          (sitemaps.length ? `, ${sitemaps.length} sitemaps p95 ${ms(sitemaps, 0.95)}` : '') +
          `, peak RSS +${growth.toFixed(0)} MiB, ${load.errors} failed (${encodings.join(', ')})`,
      );
    }
  }
}

const server = await startServer();
const pid = server.pid as number;
try {
  const warm = await get('/sitemap-1.xml');
  if (warm.status !== 200) throw new Error(`/sitemap-1.xml answered ${warm.status}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const resting = resetPeak(pid);

  const probes: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      probes.push((await get('/api/user/info')).ms);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const burst = await Promise.all(Array.from({ length: CONCURRENT }, () => get('/sitemap-1.xml')));
  running = false;
  await probing;
  const { peak } = memory(pid);

  const times = burst.map((answer) => answer.ms).sort((a, b) => a - b);
  probes.sort((a, b) => a - b);
  const failed = burst.filter((answer) => answer.status !== 200).length;
  console.log(
    `sitemap: ${CONCURRENT} concurrent GET /sitemap-1.xml (${(warm.bytes / 2 ** 20).toFixed(1)} MiB each), ` +
      `${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}, ${cpus().length} cores:`,
  );
  console.log(
    `  RSS at rest ${resting.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (+${(peak - resting).toFixed(0)} MiB); ` +
      `sitemap p50 ${quantile(times, 0.5).toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms, ${failed} failed; ` +
      `/api/user/info meanwhile p50 ${quantile(probes, 0.5).toFixed(0)} ms, max ${probes.at(-1)?.toFixed(0)} ms (${probes.length} probes)`,
  );
  await sitemapBesideShoppers(pid);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
}
