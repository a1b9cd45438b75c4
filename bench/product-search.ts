import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { isSeeded, seedDemoData } from '../server/demo/index';
import { migrate, openDb, type Db } from '../server/lib/db/index';
import { switchKeyboardLayout } from '../server/modules/search/keyboardLayout';
import { quantile } from './httpLoad';

/**
 * Latency of search suggestions (`GET /api/search/suggest?q=`, target p95 ≤ 15 ms) and of the
 * product page JSON (`GET /product/.../` with `X-Source: nuxt`, target p95 ≤ 10 ms) on the full
 * demo catalogue (100 000 products), one request at a time over loopback HTTP.
 *
 * - Suggestions: queries built from the typo dictionary (search_words) in five kinds: whole words,
 *   word beginnings (typing), two words, one typo per word, and the wrong keyboard layout; plus
 *   queries that find nothing (the slowest path: every reading is tried).
 * - Product pages: each url is asked once, so every answer is built (the page cache never hits).
 *
 * Database: BENCH_DATABASE_URL (PostgreSQL), else the embedded engine under DATA_DIR, else a new
 * temporary folder. The full demo is seeded when the database is empty (about 1–2 minutes).
 * Run: node --import tsx bench/product-search.ts   (SAMPLES overrides the 400 requests per kind)
 */
const SAMPLES = Number(process.env.SAMPLES ?? 400);
/** Issue 5 targets: p95 of the mixed suggestions and of the uncached product page JSON. */
const SUGGEST_P95_TARGET_MS = 15;
const PRODUCT_P95_TARGET_MS = 10;
const WARM_UP = 50;
const SEED = 7;

async function openBenchDb(): Promise<Db> {
  const dataDir =
    process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-search-')));
  const db = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
  await migrate(db);
  if (!(await isSeeded(db)))
    await seedDemoData(db, { size: 'full', log: (line) => console.log(`  ${line}`) });
  return db;
}

/** Deterministic choice, so runs on both engines ask the same things. */
function pseudoRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One typo: two neighbouring letters in the middle of the word swapped. */
function withTypo(word: string): string {
  const i = Math.max(1, Math.floor(word.length / 2) - 1);
  return word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
}

async function suggestionQueries(db: Db): Promise<Record<string, string[]>> {
  const words = (
    await db.query<{ word: string }>(
      `SELECT word FROM search_words WHERE length(word) >= 5 AND word ~ '^[а-яё]+$' ORDER BY word`,
    )
  ).map((row) => row.word);
  const random = pseudoRandom(SEED);
  const pick = () => words[Math.floor(random() * words.length)] as string;
  const make = (build: () => string) => Array.from({ length: SAMPLES }, build);
  return {
    'whole word': make(pick),
    'word beginning (typing)': make(() => pick().slice(0, 4)),
    'two words': make(() => `${pick()} ${pick()}`),
    'typo in a word': make(() => withTypo(pick())),
    'wrong keyboard layout': make(() => switchKeyboardLayout(pick()) as string),
    'finds nothing': make(() => `щщ${pick().slice(0, 3)}ъъ`),
  };
}

async function productUrls(db: Db): Promise<string[]> {
  const rows = await db.query<{ url: string }>(
    `SELECT '/product/' || s.code || '/' || p.code || '/' AS url
       FROM products p JOIN sections s ON s.id = p.section_id
      WHERE p.active AND p.id % 97 = 0
      ORDER BY p.id
      LIMIT $1`,
    [SAMPLES + WARM_UP],
  );
  return rows.map((row) => row.url);
}

interface Figures {
  label: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

async function measure(
  label: string,
  base: string,
  urls: string[],
  headers: Record<string, string> = {},
) {
  const latencies: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(base + url, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 302)
      throw new Error(`${url} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => quantile(latencies, q);
  return {
    label,
    count: latencies.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
  } satisfies Figures;
}

const db = await openBenchDb();
try {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM products',
  );
  const app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const suggestUrl = (q: string) => `/api/search/suggest?q=${encodeURIComponent(q)}`;

  const queries = await suggestionQueries(db);
  await measure('warm-up', base, Object.values(queries).flat().slice(0, WARM_UP).map(suggestUrl));
  // What one request with one small query costs on this machine right now, for comparison.
  const results: Figures[] = [
    await measure(
      'baseline: GET /api/location/getDefault (1 query)',
      base,
      Array(SAMPLES).fill('/api/location/getDefault'),
    ),
  ];
  for (const [kind, list] of Object.entries(queries))
    results.push(await measure(`suggest: ${kind}`, base, list.map(suggestUrl)));
  const all = Object.values(queries).flat();
  const mixed = await measure('suggest: all kinds mixed', base, all.map(suggestUrl));
  results.push(mixed);

  const urls = await productUrls(db);
  await measure('warm-up', base, urls.slice(0, WARM_UP), { 'X-Source': 'nuxt' });
  const product = await measure('product page JSON (uncached)', base, urls.slice(WARM_UP), {
    'X-Source': 'nuxt',
  });
  results.push(product);
  await app.close();

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  console.log(`\n${db.engine}, ${count} products; load average (1/5/15 min) at the end: ${load}\n`);
  console.log('| request | n | p50 | p95 | p99 | max |');
  console.log('|---|---|---|---|---|---|');
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  for (const r of results)
    console.log(
      `| ${r.label} | ${r.count} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
    );
  const verdict = (name: string, p95: number, target: number) =>
    `${name}: p95 ${ms(p95)}, target <= ${target} ms: ${p95 <= target ? 'met' : 'MISSED'}`;
  console.log(`\n${verdict('suggestions (mixed)', mixed.p95, SUGGEST_P95_TARGET_MS)}`);
  console.log(verdict('product page JSON', product.p95, PRODUCT_P95_TARGET_MS));
} finally {
  await db.close();
}
