/**
 * Issue 24 point 6: the shop's resident memory under mixed load on the full demo (100 000
 * products): RSS ≤ 1 GB on PostgreSQL and ≤ 1.5 GB on the embedded engine. Each shop is started
 * as production runs it (`server/demo/main.ts`, NODE_ENV=production, one process) and loaded from
 * outside for LOAD_S seconds by 50 keep-alive connections at once:
 * - 25 ask server-rendered HTML as Chromium does (brotli), 15 the page JSON of the client's
 *   navigation, over the same mix of urls no cache has seen: section pages, filter landings and
 *   sort orders of every section, product pages (every product of the sitemap), search pages;
 * - 10 ask search suggestions for words typed letter by letter.
 * Every cache fills as it would in a day of traffic. The process's RSS is read from /proc every
 * half second; the figure is its peak (VmHWM) over the run, startup included.
 * Databases: DATA_DIR (an embedded folder with the full demo, seeded when empty) and
 * BENCH_DATABASE_URL (PostgreSQL, seeded when empty); without DATA_DIR a temporary folder.
 * Front end: SPA_DIR or a build made here.
 * Run: SPA_DIR=/tmp/dist DATA_DIR=/tmp/full BENCH_DATABASE_URL=postgres://… npm run bench -- memory
 */
import type { ServerProcess } from '../tests/server/serverProcess';
import { distinctSectionUrls, productUrls } from './catalogUrls';
import { quantile, runHttpLoad, type LoadResult } from './httpLoad';
import { loadAverage, memoryMb, onEachEngine, type Engine } from './productionShop';

const TARGET_MB = { PostgreSQL: 1_024, PGlite: 1_536 } as const;
const LOAD_S = Number(process.env.LOAD_S ?? 120);
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
/** Words the search answers with results (the demo redirects «мозаика» queries to a section). */
const WORDS = ['вышивка', 'картина по номерам', 'пейзаж', 'котёнок', 'цветы', 'море'];

/** Every second url of each list in turn, so one window mixes the kinds of page. */
function interleave(lists: string[][]): string[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, n) => lists.flatMap((list) => list[n] ?? [])).flat();
}

/** Each word typed letter by letter, as the search field asks for suggestions. */
const suggestions = () =>
  WORDS.flatMap((word) =>
    Array.from(word, (_, n) => `/api/search/suggest?q=${encodeURIComponent(word.slice(0, n + 1))}`),
  );

const summary = (name: string, result: LoadResult) =>
  `${name} ${(result.requests / result.seconds).toFixed(0)}/s (p95 ${quantile(result.latencies, 0.95).toFixed(0)} ms, ${result.errors} errors)`;

async function measure(engine: Engine, shop: ServerProcess) {
  const started = memoryMb(shop.pid);
  const port = Number(new URL(shop.origin).port);
  const [sections, products] = await Promise.all([
    distinctSectionUrls(shop.origin),
    productUrls(shop.origin),
  ]);
  const searches = WORDS.flatMap((word) =>
    Array.from({ length: 20 }, (_, n) => `/search/?q=${encodeURIComponent(word)}&page=${n + 1}`),
  );
  const pages = interleave([sections, products, searches]);
  // The JSON connections start half way through the list, so the two ask different pages.
  const shifted = [...pages.slice(pages.length / 2), ...pages.slice(0, pages.length / 2)];
  console.log(
    `${engine}: ${sections.length} section urls, ${products.length} product urls; ` +
      `RSS after start ${started.rss.toFixed(0)} MB; load average ${loadAverage()}`,
  );
  let samples = 0;
  let highest = 0;
  const sampler = setInterval(() => {
    samples += 1;
    highest = Math.max(highest, memoryMb(shop.pid).rss);
  }, 500);
  const window = { warmUpMs: 0, durationMs: LOAD_S * 1000 };
  const [html, json, suggest] = await Promise.all([
    runHttpLoad({ port, paths: pages, headers: BROWSER, connections: 25, ...window }),
    runHttpLoad({
      port,
      paths: shifted,
      headers: { ...BROWSER, 'X-Source': 'nuxt' },
      connections: 15,
      ...window,
    }),
    runHttpLoad({ port, paths: suggestions(), connections: 10, ...window }),
  ]);
  clearInterval(sampler);
  const after = memoryMb(shop.pid);
  const target = TARGET_MB[engine];
  console.log(
    `  ${summary('HTML', html)}; ${summary('JSON', json)}; ${summary('suggestions', suggest)}`,
  );
  console.log(
    `  RSS: highest sampled ${highest.toFixed(0)} MB (${samples} samples), at the end ${after.rss.toFixed(0)} MB, ` +
      `peak ${after.peak.toFixed(0)} MB (target ≤ ${target} MB: ${after.peak <= target ? 'met' : 'MISSED'}); ` +
      `load average ${loadAverage()}`,
  );
}

await onEachEngine('memory', measure);
