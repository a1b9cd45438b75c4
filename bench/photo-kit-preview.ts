/**
 * Issue 16 and issue 24 point 3 benchmark: the photo constructor in Debian's Chromium, for a
 * 12-megapixel photo and the large one (24 MP, 16 MB, 5640×3172), alternated in one run.
 * For each photo: its first preview (from the file input's change to the preview's first chart
 * hash), option changes (a click to the new `data-chart-hash` and two painted frames) and adding
 * the kit (the click on 'В корзину' to 'Набор в корзине', with the progress text seen meanwhile);
 * and the main thread's longest task from choosing a photo on (Long Tasks API; the page's own
 * start is printed apart). Targets, issue 24: the large photo's first preview ≤ 2 s, option change
 * p95 ≤ 300 ms, adding ≤ 3 s; issue 16: the 12 MP photo's option change p95 ≤ 500 ms and no task
 * over 50 ms.
 *
 * Starts the real server over a small demo database and serves SPA_DIR (default `dist`, build it
 * first with `npm run build`). The photos are the end-to-end test's scene (the large one with
 * coarse grain, to weigh what a camera's does), as JPEG. Run: npm run bench -- photo-kit-preview
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright';
import { largeTestPhotoJpeg, testPhotoJpeg } from '../packages/mosaic/src/testing/testPhoto';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDb } from '../server/lib/db/index';
import { seedDemoData } from '../server/demo/index';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { quantile } from './httpLoad';

const PHOTO_PAGE = '/almaznaya-vyshivka-na-zakaz-po-fotografii/';
/** Each photo is chosen this many times, the two photos taking turns. */
const TURNS = 3;
/** Option changes timed after each first preview. */
const CHANGES_PER_TURN = 16;
const PROGRESS_TEXT = 'Отправляем фото и сверяем схему…';
/** Option labels clicked in turn; every one of them changes the chart. */
const CHANGES = [
  'Сепия',
  'Чёрно-белая',
  'Цветная',
  'Смешивать цвета (дизеринг)',
  '30×40 см',
  '40×50 см',
  'Горизонтальная',
  'Вертикальная',
];

interface Figures {
  first: number[];
  changes: number[];
  adds: number[];
  /** Of each add, the POST itself (upload, the server's chart, the answer), from Resource Timing. */
  posts: number[];
  progressShown: number;
  /** The main thread's long tasks from choosing this photo on. */
  longTasks: number[];
}

interface PhotoCase {
  name: string;
  file: string;
  targets: { firstMs?: number; changeP95Ms: number; addMs?: number; longTaskMs?: number };
  figures: Figures;
}

const spaDir = path.resolve(process.env.SPA_DIR || 'dist');
if (!existsSync(path.join(spaDir, 'index.html')))
  throw new Error('Build the front end first: npm run build');

const work = await mkdtemp(path.join(tmpdir(), 'hobby-bench-photo-'));
const cases: PhotoCase[] = [
  {
    name: '12 MP (4000×3000)',
    file: path.join(work, 'photo-12mp.jpg'),
    // Issue 16: the main thread never blocked longer than 50 ms, for the 12 MP photo it names.
    targets: { changeP95Ms: 500, longTaskMs: 50 },
    figures: { first: [], changes: [], adds: [], posts: [], progressShown: 0, longTasks: [] },
  },
  {
    name: '24 MP (5640×3172)',
    file: path.join(work, 'photo-24mp.jpg'),
    targets: { firstMs: 2000, changeP95Ms: 300, addMs: 3000 },
    figures: { first: [], changes: [], adds: [], posts: [], progressShown: 0, longTasks: [] },
  },
];
await writeFile(cases[0]!.file, testPhotoJpeg(4000, 3000));
await writeFile(cases[1]!.file, largeTestPhotoJpeg());

const db = await openDb({ dataDir: work });
await migrate(db);
await seedDemoData(db, { size: 'small' });
const app = await buildApp({ db, config: { ...loadConfig(), spaDir, dataDir: work } });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** The preview's hash once it differs from `previous` and two frames have painted it. */
async function clickAndWait(page: Page, label: string): Promise<number> {
  const option = page.getByText(label, { exact: true }).first();
  const handle = await option.elementHandle();
  if (!handle) throw new Error(`no option ${label}`);
  return page.evaluate(async (element) => {
    const preview = document.querySelector('[data-chart-hash]');
    if (!preview) throw new Error('no preview');
    const before = preview.getAttribute('data-chart-hash');
    const started = performance.now();
    (element as HTMLElement).click();
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    while (preview.getAttribute('data-chart-hash') === before)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now() - started;
  }, handle);
}

/** 'В корзину' to 'Набор в корзине': the time, and whether the progress text showed meanwhile. */
async function addToBasket(page: Page): Promise<{ ms: number; post: number; progress: boolean }> {
  const button = await page.getByRole('button', { name: 'В корзину' }).elementHandle();
  if (!button) throw new Error('no button');
  return page.evaluate(
    async ({ element, progressText }) => {
      const started = performance.now();
      let progress = false;
      (element as HTMLElement).click();
      while (!document.body.textContent?.includes('Набор в корзине')) {
        if (document.body.textContent?.includes(progressText)) progress = true;
        if (performance.now() - started > 60_000) throw new Error('not added in 60 s');
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const post = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('addPhotoKit'))
        .at(-1);
      return {
        ms: performance.now() - started,
        post: post ? post.responseEnd - post.startTime : Number.NaN,
        progress,
      };
    },
    { element: button, progressText: PROGRESS_TEXT },
  );
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const startTasks: number[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const w = window as unknown as { longTasks: number[]; chosenAt: number; firstChartAt: number };
    w.longTasks = [];
    w.chosenAt = 0;
    w.firstChartAt = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    // The customer's choice is the input's change; CDP's copy of the file into the page before
    // it is the test's cost, not the shop's.
    document.addEventListener('change', () => (w.chosenAt = performance.now()), true);
    new MutationObserver(() => {
      const hash = document.querySelector('[data-chart-hash]')?.getAttribute('data-chart-hash');
      if (hash && w.chosenAt > 0 && w.firstChartAt === 0) w.firstChartAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, childList: true });
  });
  for (let turn = 0; turn < TURNS; turn++) {
    for (const photo of cases) {
      const page = await context.newPage();
      await page.goto(`${origin}${PHOTO_PAGE}`, { waitUntil: 'networkidle' });
      const atStart = await page.evaluate(
        () => (window as unknown as { longTasks: number[] }).longTasks.length,
      );
      await page.locator('input[type=file]').first().setInputFiles(photo.file);
      await page.waitForSelector('[data-chart-hash]:not([data-chart-hash=""])', {
        timeout: 60_000,
      });
      photo.figures.first.push(
        await page.evaluate(() => {
          const w = window as unknown as { chosenAt: number; firstChartAt: number };
          return w.firstChartAt - w.chosenAt;
        }),
      );
      for (let round = 0; round < CHANGES_PER_TURN; round++)
        photo.figures.changes.push(await clickAndWait(page, CHANGES[round % CHANGES.length]!));
      await page.getByRole('button', { name: 'В корзину' }).and(page.locator(':enabled')).waitFor();
      const added = await addToBasket(page);
      photo.figures.adds.push(added.ms);
      photo.figures.posts.push(added.post);
      if (added.progress) photo.figures.progressShown++;
      const tasks = await page.evaluate(
        () => (window as unknown as { longTasks: number[] }).longTasks,
      );
      startTasks.push(...tasks.slice(0, atStart));
      photo.figures.longTasks.push(...tasks.slice(atStart));
      await page.close();
    }
  }

  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  for (const { name, targets, figures } of cases) {
    const first = [...figures.first].sort((a, b) => a - b);
    const changes = [...figures.changes].sort((a, b) => a - b);
    const adds = [...figures.adds].sort((a, b) => a - b);
    const firstWorst = first.at(-1)!;
    const changeP95 = quantile(changes, 0.95);
    const addWorst = adds.at(-1)!;
    console.log(`\nPhoto ${name}, ${TURNS} turns:`);
    console.log(
      `  First preview (read, decode, chart): ${first.map(ms).join(', ')}` +
        (targets.firstMs
          ? ` (target each ≤ ${targets.firstMs} ms) — ${verdict(firstWorst <= targets.firstMs)}`
          : ''),
    );
    console.log(
      `  Option change → new preview, ${changes.length} changes: p50 ${ms(quantile(changes, 0.5))}, ` +
        `p95 ${ms(changeP95)}, max ${ms(changes.at(-1)!)} ` +
        `(target p95 ≤ ${targets.changeP95Ms} ms) — ${verdict(changeP95 <= targets.changeP95Ms)}`,
    );
    console.log(
      `  Add to basket → 'Набор в корзине': ${adds.map(ms).join(', ')}` +
        (targets.addMs
          ? ` (target each ≤ ${targets.addMs} ms) — ${verdict(addWorst <= targets.addMs)}`
          : '') +
        `; progress text seen in ${figures.progressShown} of ${adds.length}`,
    );
    console.log(
      `    of which the POST (upload, server, answer): ${figures.posts.map(ms).join(', ')}`,
    );
    const longest = Math.max(0, ...figures.longTasks);
    console.log(
      `  Main thread's long tasks from choosing it on: ${figures.longTasks.length}, longest ` +
        ms(longest) +
        (targets.longTaskMs
          ? ` (target ≤ ${targets.longTaskMs} ms) — ${verdict(longest <= targets.longTaskMs)}`
          : ''),
    );
  }
  console.log(
    `\nPage start (before the photo): ${startTasks.length} long tasks, longest ` +
      `${Math.max(0, ...startTasks).toFixed(0)} ms`,
  );
  console.log(
    `Load average: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await app.close();
  await db.close();
}
