import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.mjs';
import { COUNTER_ENV, COUNTERS_URL_VARIABLE } from './tests/e2e/countersServer';
import { MAIL_CATCHER_URL_VARIABLE } from './tests/e2e/mail';

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh embedded database for every run (the server seeds the small demo into an empty data
// dir). Kept in the environment so Playwright's worker processes, which load this file again, do
// not make folders of their own.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'shop-e2e-'));

// The demo staff logins' password for this run (tests/e2e/staff.ts signs in with it): random, so
// no password is kept anywhere; in the environment for the same reason as the folder above.
process.env.E2E_STAFF_PASSWORD ||= randomBytes(18).toString('base64url');

// A second server with every counter configured, for tests/e2e/counters.spec.ts alone (issue 10
// point 6): counters are a server setting, and the shared server above runs without them. Ten
// ports up, so parallel runs given ports ten apart do not collide.
const countersPort = port + 10;
process.env[COUNTERS_URL_VARIABLE] = `http://127.0.0.1:${countersPort}`;
process.env.E2E_COUNTERS_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'shop-e2e-counters-'));

// The mail catcher (tests/e2e/mailCatcher.ts): a real SMTP listener the shop sends to, twenty and
// twenty-one ports up, with an HTTP view of the received mail for the specs.
const smtpPort = port + 20;
const mailCatcherPort = port + 21;
process.env[MAIL_CATCHER_URL_VARIABLE] = `http://127.0.0.1:${mailCatcherPort}`;

// E2E_DIST lets two runs on one machine build the SPA into folders of their own;
// E2E_SKIP_BUILD=1 reuses what is there (the second run of scripts/test.sh).
const dist = process.env.E2E_DIST || 'dist';
const build = process.env.E2E_SKIP_BUILD === '1' ? [] : [`node scripts/build.mjs ${dist}`];

// E2E_DATABASE_URL: run on a fresh database of that PostgreSQL server instead of the embedded
// engine (issue 10 point 4). The server then seeds the small demo into it as into the empty folder.
const postgresServer = process.env.E2E_DATABASE_URL;
// One database per port, so runs on one machine given other ports do not drop each other's.
const postgresDatabase = `hobby_e2e_${port}`;
const databaseUrl = postgresServer ? withDatabase(postgresServer, postgresDatabase) : '';
const prepareDatabase = postgresServer
  ? [`node scripts/e2e-database.mjs ${postgresServer} ${postgresDatabase}`]
  : [];

/**
 * Specs whose subject is the browser's side, not the database engine: layout, server rendering and
 * hydration, what crawlers get, security headers, the cookie notice, the leave guard, and the
 * counters (whose server always runs on the embedded engine). The PostgreSQL run leaves them out, as
 * vitest's leaves ENGINE_INDEPENDENT out: the same test twice, for minutes of a 40-minute gate.
 */
const ENGINE_INDEPENDENT_SPECS = [
  'adminLeaveGuard',
  'cookieNotice',
  'counters',
  'crawlers',
  'header',
  'layout',
  'routing',
  'securityHeaders',
  'serverRendering',
  'shell',
].map((name) => `**/${name}.spec.ts`);

/**
 * The browsers resolve no host name: the shop is opened at 127.0.0.1, and a request anywhere else
 * (`localhost` included, which would reach the shop under another origin) fails in the browser,
 * where the fixtures' guard (tests/e2e/fixtures.ts) records it and fails the test.
 */
const FOREIGN_HOSTS_UNRESOLVED = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: postgresServer ? ENGINE_INDEPENDENT_SPECS : [],
  outputDir: 'test-results/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Every wait is for a state; these are only the ceilings. Playwright's defaults (30 s a test, 5 s
  // an expectation) were met with little to spare on the earlier CI machines and missed on one that
  // ran the same suites about twice as slowly (docs/testing.md, 2026-11-30).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    deviceScaleFactor: 1,
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace: every action, the network and the console. Neither the
    // screencast nor the page's DOM before and after each action: recording them for every test,
    // failed or not, cost a fifth and a seventh of the suite's time (docs/testing.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // One picture of the page as the test failed, taken only then.
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: headlessShellPath,
      args: [...chromiumArgs, FOREIGN_HOSTS_UNRESOLVED],
    },
  },
  projects: [{ name: 'chromium' }],
  // Started one after the other, in this order: the mail catcher, the shop, then the counters server,
  // which serves the shop's build.
  webServer: [
    {
      command: `node --import tsx tests/e2e/mailCatcher.ts ${smtpPort} ${mailCatcherPort}`,
      url: `${process.env[MAIL_CATCHER_URL_VARIABLE]}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The real server on the built SPA (ARCHITECTURE §8): build first, then start.
      command: [...build, ...prepareDatabase, 'node --import tsx server/demo/main.ts'].join(' && '),
      url: `${baseURL}/`,
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEMO_SIZE: 'small',
        DEMO_STAFF_PASSWORD: process.env.E2E_STAFF_PASSWORD,
        SPA_DIR: dist,
        PORT: String(port),
        HOST: '127.0.0.1',
        // Never a shared database: the fresh embedded folder above, or the fresh PostgreSQL one.
        DATABASE_URL: databaseUrl,
        // One process on PostgreSQL too (its default is one per core): the specs follow one
        // shopper through one server; several processes are tests/server/workers.test.ts's.
        WORKERS: '1',
        NODE_ENV: 'test',
        // No PUBLIC_URL, as in development (issue 26 point 6): the default origin says localhost,
        // and links in mail and the payment provider's return must still lead back to the
        // 127.0.0.1 the browsers came by (tests/e2e/addresses.spec.ts).
        // The tests' browsers reach it as through a proxy, each with an address of its own
        // (tests/e2e/fixtures.ts), so the per-address limits count a test, not the whole run.
        TRUST_PROXY: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
      reuseExistingServer: false,
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `${process.env[COUNTERS_URL_VARIABLE]}/`,
      env: {
        ...COUNTER_ENV,
        DATA_DIR: process.env.E2E_COUNTERS_DATA_DIR,
        // No demo: the counters' spec needs pages, not products, and seeding takes time.
        DEMO_SIZE: 'none',
        SPA_DIR: dist,
        PORT: String(countersPort),
        HOST: '127.0.0.1',
        // Always the embedded engine, also in the PostgreSQL run: the counters do not touch the
        // database, and a second fresh PostgreSQL database would only add time.
        DATABASE_URL: '',
        NODE_ENV: 'test',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
    },
  ],
});
