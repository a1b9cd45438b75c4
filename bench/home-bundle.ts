/**
 * The JavaScript a shopper downloads for the home page (issue 4 target: at most 150 kB gzip, no
 * admin code), and what the whole page costs on the wire (issue 11 point 4): every response as
 * sent, by kind, next to its uncompressed size, which is what the server sent before it
 * compressed anything. Builds nothing itself: run `npm run build` first (SPA_DIR for another
 * build folder). Starts the real server over a small demo database, opens `/` in Debian's
 * Chromium, and reads the sizes of everything the page loaded, the lazy route chunks included.
 * The build's server renderer (`ssr/`, issue 11) is the server's own code: the page must load
 * nothing from it and the server must not serve it, which this checks too.
 * Run: node --import tsx bench/home-bundle.ts
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium, type Response } from 'playwright';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDb } from '../server/lib/db/index';
import { seedDemoData } from '../server/demo/index';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { packageBytes } from './packageBytes';

const TARGET_KB = 150;

interface Transfer {
  kind: string;
  /** Body bytes on the wire (compressed when the server compressed it). */
  sent: number;
  /** Body bytes once decoded: what went on the wire without compression. */
  raw: number;
  encoding: string;
}

const KINDS: [RegExp, string][] = [
  [/javascript/, 'JavaScript'],
  [/css/, 'CSS'],
  [/html/, 'HTML'],
  [/json/, 'JSON'],
  [/font|woff/, 'fonts'],
  [/image/, 'images'],
];

async function transfer(response: Response): Promise<Transfer> {
  const headers = await response.allHeaders();
  const type = headers['content-type'] ?? '';
  const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
  return {
    kind: KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? 'other',
    sent: sizes.responseBodySize,
    raw: body.length,
    encoding: headers['content-encoding'] ?? 'none',
  };
}

const spaDir = path.resolve(process.env.SPA_DIR || 'dist');
if (!existsSync(path.join(spaDir, 'index.html')))
  throw new Error('Build the front end first: npm run build');
const db = await openDb({ dataDir: await mkdtemp(path.join(tmpdir(), 'hobby-bench-bundle-')) });
await migrate(db);
await seedDemoData(db, { size: 'small' });
const app = await buildApp({ db, config: { ...loadConfig(), spaDir } });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const scripts = new Set<string>();
/** The server's answer to a request for its renderer's entry: status and content type. */
let rendererAnswer: string | undefined;
const sent: Promise<Transfer>[] = [];
try {
  const page = await browser.newPage();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    sent.push(transfer(response));
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  // Sizes are final once every body has arrived, which networkidle waited for.
  await Promise.all(sent);
  const renderer = await fetch(`${origin}/ssr/entry-server.js`);
  rendererAnswer = `${renderer.status} ${renderer.headers.get('content-type')}`;
} finally {
  await browser.close();
  await app.close();
  await db.close();
}

const rows = await Promise.all(
  [...scripts].map(async (pathname) => {
    const body = await readFile(path.join(spaDir, pathname));
    return {
      file: pathname.replace('/assets/', ''),
      raw: body.length,
      gzip: gzipSync(body).length,
    };
  }),
);
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const row of rows) console.log(`${kb(row.gzip).padStart(7)} kB gzip  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const admin = rows.filter((row) => /admin/i.test(row.file));
console.log(
  `Home page JavaScript: ${kb(total)} kB gzip in ${rows.length} files (target ≤ ${TARGET_KB} kB)`,
);

const transfers = await Promise.all(sent);
const byKind = new Map<
  string,
  { files: number; sent: number; raw: number; encodings: Set<string> }
>();
for (const { kind, sent, raw, encoding } of transfers) {
  const row = byKind.get(kind) ?? { files: 0, sent: 0, raw: 0, encodings: new Set<string>() };
  row.files++;
  row.sent += sent;
  row.raw += raw;
  row.encodings.add(encoding);
  byKind.set(kind, row);
}
console.log('\nHome page on the wire (response bodies; headers not counted):');
for (const [kind, row] of [...byKind].sort(([, a], [, b]) => b.sent - a.sent)) {
  console.log(
    `${kind.padEnd(11)} ${String(row.files).padStart(3)} files  ${kb(row.sent).padStart(7)} kB sent` +
      `  ${kb(row.raw).padStart(7)} kB uncompressed  (${[...row.encodings].join(', ')})`,
  );
}

const sum = (key: 'sent' | 'raw') => transfers.reduce((total, row) => total + row[key], 0);
console.log(
  `${'total'.padEnd(11)} ${String(transfers.length).padStart(3)} files  ${kb(sum('sent')).padStart(7)} kB sent  ${kb(sum('raw')).padStart(7)} kB uncompressed`,
);

// A file's bytes as sent, shared among its packages by their part of the file's code.
const perPackage = new Map<string, number>();
for (const pathname of scripts) {
  const file = path.join(spaDir, pathname);
  const [compressed, parts] = await Promise.all([
    readFile(`${file}.br`).catch(() => readFile(file)),
    packageBytes(file),
  ]);
  const whole = [...parts.values()].reduce((total, count) => total + count, 0);
  for (const [name, count] of parts)
    perPackage.set(name, (perPackage.get(name) ?? 0) + (compressed.length * count) / whole);
}
console.log('\nHome page JavaScript as sent (brotli), by package:');
for (const [name, bytes] of [...perPackage].sort(([, a], [, b]) => b - a))
  console.log(`${kb(bytes).padStart(7)} kB  ${name}`);

console.log(
  admin.length
    ? `Admin code loaded: ${admin.map((r) => r.file).join(', ')}`
    : 'No admin chunk loaded.',
);
const serverRendererServed = /^200 .*javascript/.test(rendererAnswer ?? '');
const fromRenderer = [...scripts].filter((pathname) => pathname.startsWith('/ssr/'));
console.log(
  serverRendererServed || fromRenderer.length
    ? `The server renderer reached the browser: ${serverRendererServed ? '/ssr/entry-server.js is served' : ''} ${fromRenderer.join(', ')}`
    : `Server renderer (ssr/) not loaded; /ssr/entry-server.js answers ${rendererAnswer}.`,
);
if (total / 1024 > TARGET_KB || admin.length || serverRendererServed || fromRenderer.length)
  process.exitCode = 1;
