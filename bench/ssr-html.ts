/**
 * Server-rendered section page HTML for guests (issue 11 acceptance): `GET` without `X-Source`,
 * as a browser or a crawler asks, on the full demo (100 000 products).
 * 1. uncached, one client: distinct pages one after the other, never the same url twice (the
 *    section's `/page/N/` urls, its filter landings, its subsections, each also sorted), so
 *    neither the page JSON cache nor the HTML cache can answer; p50/p95/p99 (target p95 ≤ 30 ms);
 * 2. cached: one client (the time a cached page costs), then 50 keep-alive connections
 *    (bench/httpLoad.ts): pages/s (target ≥ 300); both with the `Accept-Encoding` Chromium sends
 *    (the server answers brotli) and, to show what compression costs, with none.
 * For comparison, the same kind of pages as page JSON (`X-Source: nuxt`), uncached: the part of
 * an uncached page that is not rendering; and one page's HTML by part (styles, markup, state).
 * First of all (issue 23 point 4), one client alternates page JSON and HTML of the section with
 * two filters, every url distinct so neither cache answers, and prints the HTML/JSON p95 ratio
 * (target ≤ 1.5).
 * Every HTML answer is checked: status 200 and server markup (an H1, product links) inside
 * `<div id="root">`, before the `__SSR__` state.
 * Front end: SPA_DIR (a build of scripts/build.mjs, with its `ssr/` renderer), else built into a
 * temporary folder first. Databases: embedded PGlite always (DATA_DIR, an already seeded full demo
 * or an empty folder to seed; else a temporary folder, seeded here, about a minute), PostgreSQL too
 * when BENCH_DATABASE_URL is set (seeded when empty).
 * Run: SPA_DIR=/tmp/build DATA_DIR=/tmp/full node --import tsx bench/ssr-html.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { LOAD, quantile, runHttpLoad } from './httpLoad';
import { demoDatabase } from './ssr/demoDatabase';
import { frontEnd } from './ssr/frontEnd';

const SECTION = '/shop/almaznaya-vyshivka/';
const WARM_UP_REQUESTS = 20;
const UNCACHED_REQUESTS = 300;
const CACHED_ONE_CLIENT_REQUESTS = 200;
const TARGET_UNCACHED_P95_MS = 30;
const RATIO_WARM_UP_PAIRS = 20;
const RATIO_PAIRS = 200;
/** Issue 23 point 4: uncached section HTML p95 at most this many times its page JSON's. */
const TARGET_HTML_JSON_P95_RATIO = 1.5;
/** How many two-filter urls one landing page lends, so the urls spread over many landings. */
const URLS_PER_LANDING = 8;
const TARGET_CACHED_PAGES_PER_S = 300;
/** What Debian's Chromium 156 sends; the server picks brotli from it. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

interface FilterJson {
  code: string;
  values: { url: string; count: number; selected: boolean }[];
}

interface SectionJson {
  data: {
    pagination: { pageCount: number };
    landing: { propertyCode: string } | null;
    filter: FilterJson[];
    subsections: { url: string }[];
  };
}

interface Answer {
  status: number;
  encoding: string;
  /** The body as sent. */
  sent: number;
  html: string;
  /** Bytes of the decoded body. */
  bytes: number;
  ms: number;
  /** CPU time of the whole process (every thread: the app, its database worker, compression). */
  cpuMs: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, timed until the last byte of the body; decoded afterwards, outside the timing. */
function get(port: number, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const request = http.get({ agent, host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const elapsed = performance.now() - started;
        const cpu = process.cpuUsage(cpuBefore);
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'] ?? 'none';
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(body)
            : encoding === 'gzip'
              ? gunzipSync(body)
              : body;
        resolve({
          status: res.statusCode ?? 0,
          encoding,
          sent: body.length,
          html: decoded.toString('utf8'),
          bytes: decoded.length,
          ms: elapsed,
          cpuMs: (cpu.user + cpu.system) / 1000,
        });
      });
    });
    request.on('error', reject);
  });
}

/** Why an answer is not a server-rendered page, or null when it is one. */
function notServerRendered(answer: Answer): string | null {
  if (answer.status !== 200) return `status ${answer.status}`;
  // The root's markup runs up to the state script the browser hydrates from.
  const root = /<div id="root">([\s\S]*?)<script id="__SSR__"/.exec(answer.html)?.[1];
  if (root === undefined) return 'no <div id="root"> followed by the __SSR__ state';
  if (!/<h1[\s>]/.test(root)) return 'no H1 inside <div id="root">';
  if (!root.includes('href="/product/')) return 'no product link inside <div id="root">';
  return null;
}

/** Bytes of a page's parts: the style elements, the markup in #root, the hydration state. */
function htmlParts(html: string) {
  const bytes = (text = '') => Buffer.byteLength(text);
  const styles = [...html.matchAll(/<style[\s\S]*?<\/style>/g)].reduce(
    (sum, [element]) => sum + bytes(element),
    0,
  );
  const root = bytes(/<div id="root">([\s\S]*?)<script id="__SSR__"/.exec(html)?.[1]);
  const state = bytes(/<script id="__SSR__"[\s\S]*?<\/script>/.exec(html)?.[0]);
  return { total: bytes(html), styles, root, state };
}

/**
 * Distinct page urls of the section, in an order that mixes the kinds: its pages 2, 3, ...,
 * each filter landing and subsection, both sorted and unsorted, and the section's pages sorted.
 */
function distinctUrls(section: SectionJson, count: number): string[] {
  const { pageCount } = section.data.pagination;
  const others = [
    ...section.data.filter.flatMap((item) => item.values.map((value) => value.url)),
    ...section.data.subsections.map((subsection) => subsection.url),
  ].flatMap((url) => [url, `${url}?sort=price_asc`, `${url}?sort=price_desc`]);
  const urls = new Set<string>();
  for (let n = 2; urls.size < count && n <= pageCount; n++) {
    urls.add(`${SECTION}page/${n}/`);
    const other = others[n - 2];
    if (other) urls.add(other);
    urls.add(`${SECTION}page/${n}/?sort=${n % 2 ? 'price_asc' : 'price_desc'}`);
  }
  if (urls.size < count) throw new Error(`only ${urls.size} distinct urls in ${SECTION}`);
  return [...urls].slice(0, count);
}

/**
 * `count` distinct urls of the section with two filters (one value of each of two properties)
 * that show products. A landing page's filter names them: a value of another property with a
 * count toggles into the landing's selection. The landings are asked with `?sort=new`, which no
 * url measured elsewhere has, so they leave nothing cached; each url then comes in the four sort
 * orders, rotated so that consecutive urls differ in sort.
 */
async function twoFilterUrls(port: number, section: SectionJson, count: number): Promise<string[]> {
  const shown = (filter: FilterJson) => filter.values.filter((value) => value.count > 0);
  const longest = Math.max(...section.data.filter.map((filter) => shown(filter).length));
  // Round the properties, so the landings (and then the pairs) mix them.
  const landings = Array.from({ length: longest }, (_, n) =>
    section.data.filter.flatMap((filter) => shown(filter)[n]?.url ?? []),
  ).flat();
  const sorts = ['', 'price_asc', 'price_desc', 'new'];
  const urls = new Set<string>();
  for (const landing of landings) {
    if (urls.size >= count) break;
    const answer = await fetch(`http://127.0.0.1:${port}${landing}?sort=new`, {
      headers: { 'X-Source': 'nuxt' },
    });
    if (answer.status !== 200) throw new Error(`${landing} answered ${answer.status}`);
    const { data } = (await answer.json()) as SectionJson;
    const pairs = data.filter
      .filter((filter) => filter.code !== data.landing?.propertyCode)
      .flatMap((filter) => shown(filter).filter((value) => !value.selected))
      .slice(0, URLS_PER_LANDING);
    for (const { url } of pairs) {
      const rotation = urls.size;
      for (const [n] of sorts.entries()) {
        const sorted = new URL(url, 'http://shop.internal');
        const sort = sorts[(n + rotation) % sorts.length]!;
        if (sort) sorted.searchParams.set('sort', sort);
        else sorted.searchParams.delete('sort');
        urls.add(sorted.pathname + sorted.search);
      }
    }
  }
  if (urls.size < count) throw new Error(`only ${urls.size} two-filter urls in ${SECTION}`);
  return [...urls].slice(0, count);
}

/**
 * Issue 23 point 4: one client asks for page JSON and HTML of distinct two-filter urls in turn
 * (which of the two goes first alternates too), so both meet the same machine; the p95 ratio.
 * Each answer's CPU time too (the process's, every thread): on a busy machine the wall-clock
 * times move with the load, the CPU a page takes far less.
 */
async function htmlAgainstJson(port: number, section: SectionJson) {
  const urls = await twoFilterUrls(port, section, 2 * (RATIO_WARM_UP_PAIRS + RATIO_PAIRS));
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const json: Answer[] = [];
  const html: Answer[] = [];
  for (let pair = 0; pair < RATIO_WARM_UP_PAIRS + RATIO_PAIRS; pair++) {
    const [first, second] = [urls[2 * pair]!, urls[2 * pair + 1]!];
    const [jsonUrl, htmlUrl] = pair % 2 ? [second, first] : [first, second];
    const askJson = async () => {
      const answer = await get(port, jsonUrl, { ...browser, 'X-Source': 'nuxt' });
      if (answer.status !== 200 || !answer.html.startsWith('{'))
        throw new Error(`${jsonUrl} as page JSON: status ${answer.status}`);
      return answer;
    };
    const askHtml = async () => {
      const answer = await get(port, htmlUrl, browser);
      const wrong = notServerRendered(answer);
      if (wrong) throw new Error(`${htmlUrl}: ${wrong}`);
      return answer;
    };
    let jsonAnswer: Answer;
    let htmlAnswer: Answer;
    if (pair % 2) {
      htmlAnswer = await askHtml();
      jsonAnswer = await askJson();
    } else {
      jsonAnswer = await askJson();
      htmlAnswer = await askHtml();
    }
    if (pair < RATIO_WARM_UP_PAIRS) continue;
    json.push(jsonAnswer);
    html.push(htmlAnswer);
  }
  const sorted = (answers: Answer[], of: (answer: Answer) => number) =>
    answers.map(of).sort((a, b) => a - b);
  const [jsonMs, htmlMs] = [sorted(json, (a) => a.ms), sorted(html, (a) => a.ms)];
  const [jsonCpu, htmlCpu] = [sorted(json, (a) => a.cpuMs), sorted(html, (a) => a.cpuMs)];
  return {
    json: jsonMs,
    html: htmlMs,
    ratio: quantile(htmlMs, 0.95) / quantile(jsonMs, 0.95),
    jsonCpu,
    htmlCpu,
  };
}

const misses: string[] = [];

async function measure(
  label: string,
  spaDir: string,
  database: { dataDir: string; databaseUrl?: string },
) {
  const db = await demoDatabase(database, 'full');
  try {
    const app = await buildApp({
      db,
      config: { ...loadConfig({ NODE_ENV: 'production' }), spaDir },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    try {
      // The section's own JSON names its landings and subsections; the urls measured below are
      // other ones, so this request leaves none of them cached.
      const sectionJson = await fetch(`http://127.0.0.1:${port}${SECTION}`, {
        headers: { 'X-Source': 'nuxt' },
      });
      if (sectionJson.status !== 200) throw new Error(`${SECTION} answered ${sectionJson.status}`);
      const section = (await sectionJson.json()) as SectionJson;
      const againstJson = await htmlAgainstJson(port, section);
      const againstJsonLoad = load();
      const urls = distinctUrls(section, WARM_UP_REQUESTS + 3 * UNCACHED_REQUESTS);

      const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
      const uncached = async (from: number, headers: Record<string, string>) => {
        const answers: Answer[] = [];
        for (const url of urls.slice(from, from + UNCACHED_REQUESTS)) {
          const answer = await get(port, url, headers);
          const wrong = notServerRendered(answer);
          if (wrong) throw new Error(`${url}: ${wrong}`);
          answers.push(answer);
        }
        return answers;
      };
      for (const url of urls.slice(0, WARM_UP_REQUESTS)) await get(port, url, browser);
      const compressed = await uncached(WARM_UP_REQUESTS, browser);
      const plain = await uncached(WARM_UP_REQUESTS + UNCACHED_REQUESTS, {});
      // The same kind of pages as page JSON: what the page protocol takes before any rendering.
      const jsonTimes: number[] = [];
      for (const url of urls.slice(WARM_UP_REQUESTS + 2 * UNCACHED_REQUESTS)) {
        const answer = await get(port, url, { ...browser, 'X-Source': 'nuxt' });
        if (answer.status !== 200 || !answer.html.startsWith('{'))
          throw new Error(`${url} as page JSON: status ${answer.status}`);
        jsonTimes.push(answer.ms);
      }
      jsonTimes.sort((a, b) => a - b);
      const parts = htmlParts(compressed[0]!.html);

      // The cached figures: four pages, asked once first (again before each part, as the HTML
      // cache keeps a page 30 s) so the caches hold them.
      const cachedPaths = [SECTION, ...urls.slice(0, 3)];
      const prime = async () => {
        for (const url of cachedPaths) {
          const wrong = notServerRendered(await get(port, url, browser));
          if (wrong) throw new Error(`${url}: ${wrong}`);
        }
      };
      const oneClientCached = async (headers: Record<string, string>) => {
        await prime();
        const times: number[] = [];
        for (let i = 0; i < CACHED_ONE_CLIENT_REQUESTS; i++)
          times.push((await get(port, cachedPaths[i % cachedPaths.length]!, headers)).ms);
        return times.sort((a, b) => a - b);
      };
      const oneClientBrowser = await oneClientCached(browser);
      const oneClientPlain = await oneClientCached({});
      await prime();
      const cachedBrowser = await runHttpLoad({ port, paths: cachedPaths, headers: browser });
      await prime();
      const cachedPlain = await runHttpLoad({ port, paths: cachedPaths });

      console.log(
        `\n${label}: server-rendered section page HTML for guests, ${cpus().length} cores, load average ${load()}`,
      );
      const { json, html, ratio, jsonCpu, htmlCpu } = againstJson;
      console.log(
        `  HTML against page JSON, uncached, 1 client, alternating, ${json.length} distinct section ` +
          `urls with two filters each (load average ${againstJsonLoad} after): ` +
          `page JSON p50 ${ms(quantile(json, 0.5))}, p95 ${ms(quantile(json, 0.95))}; ` +
          `HTML p50 ${ms(quantile(html, 0.5))}, p95 ${ms(quantile(html, 0.95))}; ` +
          `HTML/JSON p95 ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_HTML_JSON_P95_RATIO}); ` +
          `CPU a page (the process's) page JSON p50 ${ms(quantile(jsonCpu, 0.5))}, ` +
          `HTML p50 ${ms(quantile(htmlCpu, 0.5))}, ratio ${(quantile(htmlCpu, 0.5) / quantile(jsonCpu, 0.5)).toFixed(2)}`,
      );
      if (ratio > TARGET_HTML_JSON_P95_RATIO)
        misses.push(
          `MISSES ${label}: HTML/JSON p95 ratio ${ratio.toFixed(2)} > ${TARGET_HTML_JSON_P95_RATIO}`,
        );
      for (const [name, answers] of [
        [`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`, compressed],
        ['no Accept-Encoding', plain],
      ] as const) {
        const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
        const encodings = [...new Set(answers.map((answer) => answer.encoding))].join(', ');
        const sent = answers.reduce((sum, answer) => sum + answer.sent, 0) / answers.length;
        const raw = answers.reduce((sum, answer) => sum + answer.bytes, 0) / answers.length;
        console.log(
          `  uncached, 1 client, ${answers.length} distinct pages, ${name}: p50 ${ms(quantile(times, 0.5))}, ` +
            `p95 ${ms(quantile(times, 0.95))}, p99 ${ms(quantile(times, 0.99))} (target p95 ≤ ${TARGET_UNCACHED_P95_MS} ms); ` +
            `sent ${encodings}, ${kb(sent)} a page on average (${kb(raw)} of HTML)`,
        );
        if (quantile(times, 0.95) > TARGET_UNCACHED_P95_MS)
          misses.push(
            `MISSES ${label}: uncached p95 ${ms(quantile(times, 0.95))} > ${TARGET_UNCACHED_P95_MS} ms (${name})`,
          );
      }
      console.log(
        `  for comparison, the same kind of pages as page JSON (X-Source: nuxt), uncached, 1 client, ` +
          `${jsonTimes.length} distinct pages: p50 ${ms(quantile(jsonTimes, 0.5))}, ` +
          `p95 ${ms(quantile(jsonTimes, 0.95))}, p99 ${ms(quantile(jsonTimes, 0.99))}`,
      );
      console.log(
        `  one page's HTML: ${kb(parts.total)} = styles ${kb(parts.styles)}, markup in #root ${kb(parts.root)}, ` +
          `__SSR__ state ${kb(parts.state)}, the rest ${kb(parts.total - parts.styles - parts.root - parts.state)}`,
      );
      for (const [name, times] of [
        [`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`, oneClientBrowser],
        ['no Accept-Encoding', oneClientPlain],
      ] as const)
        console.log(
          `  cached, 1 client, ${times.length} requests, ${name}: p50 ${ms(quantile(times, 0.5))}, ` +
            `p95 ${ms(quantile(times, 0.95))}`,
        );
      for (const [name, result] of [
        [`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`, cachedBrowser],
        ['no Accept-Encoding', cachedPlain],
      ] as const) {
        const rate = result.requests / result.seconds;
        const encodings = Object.entries(result.encodings)
          .map(([encoding, count]) => `${encoding} ×${count}`)
          .join(', ');
        console.log(
          `  cached, ${LOAD.connections} connections, ${result.seconds.toFixed(1)} s, ${name}: ` +
            `${Math.round(rate)} pages/s (target ≥ ${TARGET_CACHED_PAGES_PER_S}), ` +
            `p50 ${ms(quantile(result.latencies, 0.5))}, p95 ${ms(quantile(result.latencies, 0.95))}, ` +
            `p99 ${ms(quantile(result.latencies, 0.99))}, ${result.errors} failed; ` +
            `sent ${encodings}, ${kb(result.bytes / Math.max(1, result.requests + result.errors))} a page`,
        );
        if (rate < TARGET_CACHED_PAGES_PER_S || result.errors > 0)
          misses.push(
            `MISSES ${label}: cached ${Math.round(rate)} pages/s < ${TARGET_CACHED_PAGES_PER_S} (${name})` +
              (result.errors > 0 ? `, ${result.errors} failed` : ''),
          );
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

const { spaDir, temporary } = await frontEnd('ssr');
const dataDir = process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-ssr-')));
try {
  await measure('PGlite (worker)', spaDir, { dataDir });
  if (process.env.BENCH_DATABASE_URL)
    await measure('PostgreSQL', spaDir, {
      dataDir,
      databaseUrl: process.env.BENCH_DATABASE_URL,
    });
} finally {
  agent.destroy();
  if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  if (temporary) await rm(spaDir, { recursive: true, force: true });
}
console.log(misses.length ? `\n${misses.join('\n')}` : '\nAll targets met.');
