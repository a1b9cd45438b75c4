/**
 * Lighthouse 12 on the shopper pages (issue 11 acceptance), with its default mobile settings
 * (Moto G Power viewport, simulated throttling: 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown), on the
 * full demo catalogue: home, a catalogue section, one of its SEO landing pages and a product page,
 * 3 runs each; prints every run, then the median of each figure against the targets (performance
 * ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 150 ms, accessibility 100, SEO 100) and a MISSES line per
 * miss, followed by what Lighthouse says cost the most: the LCP element and its phases, the
 * audits with the largest metric savings, the scripts that kept the main thread busy, the layout
 * shifts, and the failing accessibility and SEO audits with the elements they name.
 *
 * The server under test is `node --import tsx server/demo/main.ts` as a child process (its own event
 * loop and cores, as in production), NODE_ENV=production, on a free port from 4300 up, serving
 * SPA_DIR (a build of scripts/build.mjs, with its `ssr/` renderer) or a build made into a temporary
 * folder first. Database: DATA_DIR (an already seeded full demo, or an empty folder to seed),
 * BENCH_DATABASE_URL (PostgreSQL, seeded when empty), else the full demo seeded into a temporary
 * folder (about a minute). Each page is requested once right before each run, so the run's
 * document comes from the warm server and its HTML cache, as most shoppers get it; that request's
 * time is printed ("server"). Chromium: CHROME_PATH (default /usr/bin/chromium), started afresh
 * for every run. LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report there.
 * Run: SPA_DIR=/tmp/build DATA_DIR=/tmp/full node --import tsx bench/lighthouse.ts
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { median } from './httpLoad';
import { frontEnd } from './ssr/frontEnd';
import { choosePages, freePort, seedIfEmpty, startServer } from './ssr/shopServer';

const RUNS = 3;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const TARGETS = {
  performance: 95,
  lcpMs: 1_500,
  cls: 0.02,
  tbtMs: 150,
  accessibility: 100,
  seo: 100,
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  bytes: number;
}

interface PageRun {
  figures: Figures;
  lhr: Result;
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

function figuresOf(lhr: Result): Figures {
  return {
    performance: score(lhr, 'performance'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    bytes: numeric(lhr, 'total-byte-weight'),
  };
}

function describe(figures: Figures): string {
  return (
    `performance ${figures.performance}, FCP ${seconds(figures.fcpMs)}, LCP ${seconds(figures.lcpMs)}, ` +
    `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, accessibility ${figures.accessibility}, ` +
    `SEO ${figures.seo}, ${(figures.bytes / 1024).toFixed(0)} KiB transferred`
  );
}

function medianFigures(runs: readonly Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    accessibility: pick('accessibility'),
    seo: pick('seo'),
    bytes: pick('bytes'),
  };
}

function missesOf(figures: Figures): string[] {
  const misses: string[] = [];
  if (figures.performance < TARGETS.performance)
    misses.push(`performance ${figures.performance} < ${TARGETS.performance}`);
  if (figures.lcpMs > TARGETS.lcpMs)
    misses.push(`LCP ${seconds(figures.lcpMs)} > ${seconds(TARGETS.lcpMs)}`);
  if (figures.cls > TARGETS.cls) misses.push(`CLS ${figures.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (figures.tbtMs > TARGETS.tbtMs)
    misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (figures.accessibility < TARGETS.accessibility)
    misses.push(`accessibility ${figures.accessibility} < ${TARGETS.accessibility}`);
  if (figures.seo < TARGETS.seo) misses.push(`SEO ${figures.seo} < ${TARGETS.seo}`);
  return misses;
}

/** Audit details are a union of many shapes; these are the parts read here. */
interface Item {
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
  url?: string;
  source?: { url?: string };
  phase?: string;
  timing?: number;
  total?: number;
  scripting?: number;
  score?: number;
  duration?: number;
  priority?: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
  observedLargestContentfulPaint?: number;
  observedFirstContentfulPaint?: number;
  items?: Item[];
}

function itemsOf(lhr: Result, audit: string): Item[] {
  const details = lhr.audits[audit]?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
}

const withoutOrigin = (url = '') => url.replace(/^https?:\/\/[^/]+/, '');

function where(item: Item): string {
  const node = item.node;
  if (!node) return withoutOrigin(item.url ?? item.source?.url);
  const snippet =
    node.snippet && node.snippet.length > 140 ? `${node.snippet.slice(0, 140)}…` : node.snippet;
  const label =
    node.nodeLabel && node.nodeLabel !== node.selector ? ` «${node.nodeLabel.slice(0, 60)}»` : '';
  return `${node.selector ?? ''} ${snippet ?? ''}${label}`.trim();
}

/**
 * The requests Lighthouse's simulation (Lantern) counts as needed for the LCP paint: those with a
 * render-blocking priority (VeryHigh, or High for scripts) that ended before the paint was observed.
 * Their bytes go through the simulated 1.6 Mbit/s link before the paint can happen.
 */
function blockingBeforeLcp(lhr: Result): string | null {
  const observedLcp = itemsOf(lhr, 'metrics')[0]?.observedLargestContentfulPaint;
  if (observedLcp === undefined) return null;
  const byType = new Map<string, { count: number; bytes: number }>();
  for (const request of itemsOf(lhr, 'network-requests')) {
    const blocking =
      request.priority === 'VeryHigh' ||
      (request.priority === 'High' && ['Script', 'Document'].includes(request.resourceType ?? ''));
    if (!blocking || (request.networkEndTime ?? Infinity) > observedLcp) continue;
    const type = request.resourceType ?? 'Other';
    const row = byType.get(type) ?? { count: 0, bytes: 0 };
    row.count++;
    row.bytes += request.transferSize ?? 0;
    byType.set(type, row);
  }
  const total = [...byType.values()].reduce((sum, row) => sum + row.bytes, 0);
  return (
    `render-blocking by priority before the observed LCP (${Math.round(observedLcp)} ms): ${(total / 1024).toFixed(0)} KiB — ` +
    [...byType]
      .sort(([, a], [, b]) => b.bytes - a.bytes)
      .map(([type, row]) => `${type} ${row.count} × ${(row.bytes / 1024).toFixed(1)} KiB`)
      .join(', ')
  );
}

/** What Lighthouse says about a page's misses, from the run whose performance is the median. */
function whyLines(runs: readonly PageRun[], misses: readonly string[]): string[] {
  const byPerformance = [...runs].sort((a, b) => a.figures.performance - b.figures.performance);
  const { lhr } = byPerformance[Math.floor(byPerformance.length / 2)]!;
  const lines: string[] = [];
  const missed = (what: string) => misses.some((miss) => miss.startsWith(what));

  if (missed('performance') || missed('LCP') || missed('TBT') || missed('CLS')) {
    // The LCP element table, then (Lighthouse 12) its phases.
    const [element, phases] = itemsOf(lhr, 'largest-contentful-paint-element');
    const lcpNode = element?.items?.[0];
    if (lcpNode) lines.push(`LCP element: ${where(lcpNode)}`);
    if (phases?.items?.length)
      lines.push(
        `LCP phases: ${phases.items.map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`).join(', ')}`,
      );
    const blocking = blockingBeforeLcp(lhr);
    if (blocking) lines.push(blocking);
    // Lighthouse 12's insight audits repeat the classic diagnostics; the LCP element is above.
    const savings = Object.values(lhr.audits)
      .filter(
        (audit) =>
          !audit.id.endsWith('-insight') && audit.id !== 'largest-contentful-paint-element',
      )
      .map((audit) => ({
        audit,
        saved: Object.values(audit.metricSavings ?? {}).reduce<number>(
          (sum, value) => sum + (value ?? 0),
          0,
        ),
      }))
      .filter(({ audit, saved }) => saved > 0 && (audit.score ?? 1) < 1)
      .sort((a, b) => b.saved - a.saved)
      .slice(0, 5);
    for (const { audit } of savings) {
      const metrics = Object.entries(audit.metricSavings ?? {})
        .filter(([, value]) => (value ?? 0) > 0)
        .map(
          ([metric, value]) =>
            `${metric} −${metric === 'CLS' ? value : `${Math.round(value ?? 0)} ms`}`,
        )
        .join(', ');
      const first = itemsOf(lhr, audit.id).slice(0, 2).map(where).filter(Boolean);
      lines.push(
        `audit ${audit.id} "${audit.title}"${audit.displayValue ? `: ${audit.displayValue}` : ''} (${metrics})` +
          (first.length ? `: ${first.join('; ')}` : ''),
      );
    }
  }
  if (missed('TBT') || missed('performance')) {
    const scripts = itemsOf(lhr, 'bootup-time')
      .filter((item) => (item.total ?? 0) >= 50)
      .slice(0, 4)
      .map(
        (item) =>
          `${withoutOrigin(item.url)} ${Math.round(item.scripting ?? 0)} ms scripting of ${Math.round(item.total ?? 0)} ms`,
      );
    if (scripts.length)
      lines.push(`main thread by script (simulated 4× slower CPU): ${scripts.join(', ')}`);
    const longTasks = itemsOf(lhr, 'long-tasks');
    if (longTasks.length)
      lines.push(
        `long tasks: ${longTasks.length}, longest ${longTasks
          .slice(0, 3)
          .map((task) => `${Math.round(task.duration ?? 0)} ms ${withoutOrigin(task.url)}`)
          .join(', ')}`,
      );
  }
  if (missed('CLS')) {
    for (const shift of itemsOf(lhr, 'layout-shifts').slice(0, 3))
      lines.push(`layout shift ${(shift.score ?? 0).toFixed(3)}: ${where(shift)}`);
  }
  for (const category of ['accessibility', 'seo'] as const) {
    if (!missed(category === 'seo' ? 'SEO' : category)) continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const elements = itemsOf(lhr, ref.id).slice(0, 3).map(where).filter(Boolean);
      lines.push(
        `${category} audit ${ref.id} "${audit.title}" (weight ${+ref.weight.toFixed(2)})` +
          (elements.length ? `: ${elements.join('; ')}` : ''),
      );
    }
  }
  return lines;
}

async function runLighthouse(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(
        `Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const { spaDir, temporary } = await frontEnd('lighthouse');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir =
  process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-lighthouse-')));
const reports = process.env.LIGHTHOUSE_REPORTS;
if (reports) await mkdir(reports, { recursive: true });
let server: ChildProcess | undefined;
try {
  await seedIfEmpty({ dataDir, databaseUrl });
  const port = await freePort(4300);
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  server = await startServer({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    SPA_DIR: spaDir,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    DEMO_SIZE: 'full',
  });
  console.log(
    `server up in ${seconds(performance.now() - started)} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), ` +
      `${cpus().length} cores, load average ${load()}`,
  );

  const pages = await choosePages(origin);
  const runs = new Map<string, PageRun[]>(pages.map((page) => [page.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      const warm = performance.now();
      const answer = await fetch(`${origin}${page.path}`);
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
      const serverMs = performance.now() - warm;
      const lhr = await runLighthouse(`${origin}${page.path}`);
      if (reports)
        await writeFile(path.join(reports, `${page.name}-${run}.json`), JSON.stringify(lhr));
      const figures = figuresOf(lhr);
      runs.get(page.name)!.push({ figures, lhr });
      console.log(
        `run ${run} ${page.name.padEnd(7)} ${describe(figures)}; server ${Math.round(serverMs)} ms, ` +
          `observed first paint ${Math.round(itemsOf(lhr, 'metrics')[0]?.observedFirstContentfulPaint ?? NaN)} ms, ` +
          `Lighthouse benchmarkIndex ${lhr.environment.benchmarkIndex}, load average ${load()}`,
      );
      for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    }
  }

  console.log(
    `\nMedians of ${RUNS} runs, Lighthouse default mobile (targets: performance ≥ ${TARGETS.performance}, ` +
      `LCP ≤ ${seconds(TARGETS.lcpMs)}, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, ` +
      `accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}):`,
  );
  const report: string[] = [];
  for (const page of pages) {
    const pageRuns = runs.get(page.name)!;
    const figures = medianFigures(pageRuns.map((run) => run.figures));
    console.log(`${page.name.padEnd(7)} ${page.path}: ${describe(figures)}`);
    const misses = missesOf(figures);
    if (!misses.length) continue;
    report.push(`MISSES ${page.name} ${page.path}: ${misses.join('; ')}`);
    for (const line of whyLines(pageRuns, misses)) report.push(`  ${line}`);
  }
  console.log(report.length ? `\n${report.join('\n')}` : '\nAll targets met.');
} finally {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null)
    await new Promise((resolve) => server!.once('exit', resolve));
  if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  if (temporary) await rm(spaDir, { recursive: true, force: true });
}
