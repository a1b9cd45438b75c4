/**
 * The JavaScript a shopper downloads for the home page (issue 4 target: at most 150 kB gzip, no
 * admin code). Builds nothing itself: run `npm run build` first. Starts the real server over a
 * small demo database, opens `/` in Debian's Chromium, and adds up the gzip size of every script
 * the page loaded, the lazy route chunks included.
 * Run: node --import tsx bench/home-bundle.ts
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDb } from '../server/lib/db/index';
import { seedDemoData } from '../server/demo/index';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const TARGET_KB = 150;

if (!existsSync('dist/index.html')) throw new Error('Build the front end first: npm run build');
const db = await openDb({ dataDir: await mkdtemp(path.join(tmpdir(), 'hobby-bench-bundle-')) });
await migrate(db);
await seedDemoData(db, { size: 'small' });
const app = await buildApp({ db, config: { ...loadConfig(), spaDir: path.resolve('dist') } });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const scripts = new Set<string>();
try {
  const page = await browser.newPage();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
} finally {
  await browser.close();
  await app.close();
  await db.close();
}

const rows = await Promise.all(
  [...scripts].map(async (pathname) => {
    const body = await readFile(path.join('dist', pathname));
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
console.log(
  admin.length
    ? `Admin code loaded: ${admin.map((r) => r.file).join(', ')}`
    : 'No admin chunk loaded.',
);
if (total / 1024 > TARGET_KB || admin.length) process.exitCode = 1;
