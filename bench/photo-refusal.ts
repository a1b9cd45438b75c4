/**
 * Issue 22 benchmark: hostile photos. Starts the real server (`server/demo/main.ts`, a small demo on
 * PGlite, the default chart pool) as a child process and measures
 *   1. the time and the server's peak RSS growth to refuse the 232-byte JPEG that declares
 *      7000 × 7000 pixels, one at a time and five at once (targets ≤ 1 s, < 100 MB);
 *   2. `GET /api/user/info` latency (one probe every 20 ms) while nothing else runs, while five
 *      such uploads arrive at once every second, while five real 12 MP kits are always being
 *      charted beside those (targets: p95 within 2× of idle), and, for the record, while five
 *      refusals are always in flight back to back; alternated in rounds within one run.
 * Every upload comes from an address of its own (127.x.y.z), so the per-address upload limit
 * does not turn the refusals into 429s. For contrast, a child process hands the same file to
 * jpeg-js with the options the engine used before issue 22.
 * Run: npm run bench -- photo-refusal
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode as decodeJpegBytes } from 'jpeg-js';
import { jpegDeclaring } from '../packages/mosaic/src/testing/hostilePhotos';
import { testPhotoJpeg } from '../packages/mosaic/src/testing/testPhoto';
import { csrfHeaders } from '../server/lib/http/csrf';
import { DEFAULT_CHART_LIMITS } from '../server/modules/photoKits/chartLimits';
import { ADD_KIT_URL, kitFormFor, kitMultipart } from '../server/modules/photoKits/testing';
import { startServerProcess } from '../tests/server/serverProcess';
import { quantile } from './httpLoad';

const TARGET_REFUSAL_MS = 1000;
const TARGET_GROWTH_MB = 100;
const TARGET_P95_RATIO = 2;
const AT_ONCE = 5;
const BURST_EVERY_MS = 1000;
const ROUNDS = 3;
const WINDOW_MS = 8_000;
const PROBE_EVERY_MS = 20;
const START_TIMEOUT_MS = 600_000;

const bomb = jpegDeclaring(7000, 7000);
const MB = 2 ** 20;

/** VmRSS and VmHWM (peak) of a process in bytes, from /proc (Linux). */
function memory(pid: number | 'self'): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

/** Writing 5 to clear_refs resets the peak-RSS mark (proc(5)): VmHWM then measures what follows. */
const resetPeak = (pid: number | 'self') => writeFileSync(`/proc/${pid}/clear_refs`, '5');

if (process.argv.includes('--unchecked-decode')) {
  // The child of the contrast run: jpeg-js as readPhoto called it before issue 22.
  resetPeak('self');
  const before = memory('self').rss;
  const started = performance.now();
  let outcome = 'decoded';
  try {
    decodeJpegBytes(bomb, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: 50,
      maxMemoryUsageInMB: 600,
    });
  } catch (error) {
    outcome = (error as Error).message;
  }
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms, growth: memory('self').peak - before, outcome }));
  process.exit(0);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'hobby-bench-photo-refusal-'));
const server = await startServerProcess(
  {
    DATA_DIR: dataDir,
    DEMO_SIZE: 'small',
    DATABASE_URL: '',
    SPA_DIR: path.join(dataDir, 'no-spa'),
  },
  START_TIMEOUT_MS,
);
const port = Number(new URL(server.origin).port);

let addresses = 0;
/** 127.0.0.2, 127.0.0.3, …: every loopback address reaches the server, each with its own limit. */
function nextAddress(): string {
  const n = 2 + addresses++;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** One request on a fresh connection: status (0: the connection failed) and time in ms. */
function send(
  method: 'GET' | 'POST',
  url: string,
  body?: { payload: Buffer; headers: Record<string, string> },
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = (error: Error) => {
      if (!process.env.QUIET) console.error(`${method} ${url}: ${error.message}`);
      resolve({ status: 0, ms: performance.now() - started });
    };
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        localAddress: method === 'POST' ? nextAddress() : undefined,
        headers: body && { ...body.headers, ...csrfHeaders, 'content-length': body.payload.length },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
        response.on('error', failed);
      },
    );
    req.on('error', failed);
    req.end(body?.payload);
  });
}

type Statuses = Record<number, number>;

/** Runs `send` again and again on `inFlight` loops, each waiting `pauseMs` between, until stopped. */
function keepSending(body: Parameters<typeof send>[2], inFlight: number, pauseMs = 0) {
  const statuses: Statuses = {};
  let running = true;
  const loops = Array.from({ length: inFlight }, async () => {
    while (running) {
      const { status } = await send('POST', ADD_KIT_URL, body);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return async (): Promise<Statuses> => {
    running = false;
    await Promise.all(loops);
    return statuses;
  };
}

/** `/api/user/info` every PROBE_EVERY_MS for WINDOW_MS: the latencies. */
async function probe(): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + WINDOW_MS;
  while (performance.now() < until) {
    times.push((await send('GET', '/api/user/info')).ms);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return times;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

try {
  const offer = await (await fetch(`${server.origin}/api/photo-kits/offer`)).json();
  const size = offer.result.sizes.find((s: { size: string }) => s.size === '40x50');
  const heavyPhoto = testPhotoJpeg(4000, 3000);
  const form = await kitFormFor(heavyPhoto, { productId: size.productId, size: '40x50' });
  const bombBody = kitMultipart(form, { bytes: bomb });
  const heavyBody = kitMultipart(form, { bytes: heavyPhoto });

  // Warm-up: the chart worker starts and the code paths are compiled.
  const warmHeavy = await send('POST', ADD_KIT_URL, heavyBody);
  if (warmHeavy.status !== 200) throw new Error(`a 12 MP kit answered ${warmHeavy.status}`);
  for (let i = 0; i < 3; i++) await send('POST', ADD_KIT_URL, bombBody);

  resetPeak(server.pid);
  const resting = memory(server.pid).rss;
  const single: number[] = [];
  for (let i = 0; i < 20; i++) {
    const answer = await send('POST', ADD_KIT_URL, bombBody);
    if (answer.status !== 400) throw new Error(`the bomb answered ${answer.status}`);
    single.push(answer.ms);
  }
  const singleGrowth = memory(server.pid).peak - resting;
  single.sort((a, b) => a - b);

  resetPeak(server.pid);
  const restingAtOnce = memory(server.pid).rss;
  const atOnce: number[] = [];
  for (let i = 0; i < 5; i++) {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => send('POST', ADD_KIT_URL, bombBody)),
    );
    atOnce.push(...answers.map((answer) => answer.ms));
  }
  const atOnceGrowth = memory(server.pid).peak - restingAtOnce;
  atOnce.sort((a, b) => a - b);

  /** What runs beside the probe in each window: starts it and returns its stop. */
  const conditions = {
    idle: () => async (): Promise<Statuses> => ({}),
    bursts: () => keepSending(bombBody, AT_ONCE, BURST_EVERY_MS),
    flood: () => keepSending(bombBody, AT_ONCE),
    heavy: () => {
      const stopBursts = keepSending(bombBody, AT_ONCE, BURST_EVERY_MS);
      const stopKits = keepSending(heavyBody, AT_ONCE);
      return async () => ({ ...(await stopBursts()), kits: await stopKits() });
    },
  };
  type Condition = keyof typeof conditions;
  const samples = { idle: [], bursts: [], flood: [], heavy: [] } as Record<Condition, number[]>;
  const answered = {} as Record<Condition, unknown[]>;
  let heavyPeakGrowth = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const condition of Object.keys(conditions) as Condition[]) {
      resetPeak(server.pid);
      const before = memory(server.pid).rss;
      const stop = conditions[condition]();
      samples[condition].push(...(await probe()));
      (answered[condition] ??= []).push(await stop());
      if (condition === 'heavy')
        heavyPeakGrowth = Math.max(heavyPeakGrowth, memory(server.pid).peak - before);
    }
  }
  for (const list of Object.values(samples)) list.sort((a, b) => a - b);

  const contrast = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--unchecked-decode'],
    { encoding: 'utf8' },
  );
  const unchecked = JSON.parse(contrast.stdout.trim().split('\n').at(-1) ?? '{}');

  const slowest = Math.max(single.at(-1) ?? 0, atOnce.at(-1) ?? 0);
  const growth = Math.max(singleGrowth, atOnceGrowth);
  const p95 = (list: number[]) => quantile(list, 0.95);
  const ratio = (list: number[]) => p95(list) / p95(samples.idle);
  const line = (name: string, list: number[]) =>
    `${name}: p50 ${ms(quantile(list, 0.5))}, p95 ${ms(p95(list))}, max ${ms(list.at(-1) ?? 0)} (${list.length} probes)`;
  console.log(
    `photo-refusal, ${new Date().toISOString()}, ${cpus().length} cores, pglite, chart pool ${JSON.stringify(DEFAULT_CHART_LIMITS)} (defaults)`,
  );
  console.log(
    `  232-byte JPEG declaring 7000×7000, one at a time (20): p50 ${ms(quantile(single, 0.5))}, ` +
      `max ${ms(single.at(-1) ?? 0)}; RSS peak growth ${mb(singleGrowth)} over ${mb(resting)}`,
  );
  console.log(
    `  five at once (5 × 5): p50 ${ms(quantile(atOnce, 0.5))}, max ${ms(atOnce.at(-1) ?? 0)}; ` +
      `RSS peak growth ${mb(atOnceGrowth)}`,
  );
  console.log(
    `  refusal time ≤ ${TARGET_REFUSAL_MS} ms — ${verdict(slowest <= TARGET_REFUSAL_MS)}; ` +
      `growth < ${TARGET_GROWTH_MB} MB — ${verdict(growth < TARGET_GROWTH_MB * MB)}`,
  );
  console.log(`  GET /api/user/info, ${ROUNDS} rounds of ${WINDOW_MS / 1000} s each, alternated:`);
  console.log(`    ${line('idle', samples.idle)}`);
  const compared = (condition: Condition, name: string, target: boolean) =>
    console.log(
      `    ${line(name, samples[condition])}: ${ratio(samples[condition]).toFixed(2)}× idle` +
        (target ? ` — ${verdict(ratio(samples[condition]) <= TARGET_P95_RATIO)}` : ' (no target)') +
        `; answers ${JSON.stringify(answered[condition])}`,
    );
  compared('bursts', `${AT_ONCE} refusals at once every ${BURST_EVERY_MS / 1000} s`, true);
  compared('heavy', `those and ${AT_ONCE} 12 MP kits always in flight`, true);
  compared('flood', `${AT_ONCE} refusals always in flight, back to back`, false);
  console.log(`    RSS peak growth with the 12 MP kits: ${mb(heavyPeakGrowth)}`);
  console.log(
    `  for contrast, jpeg-js given the file with the options before issue 22: ${ms(unchecked.ms ?? 0)}, ` +
      `RSS peak growth ${mb(unchecked.growth ?? 0)}, "${unchecked.outcome}"`,
  );
  console.log(
    `  load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
