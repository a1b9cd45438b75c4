import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh embedded database for every run (the server seeds the small demo into an empty data
// dir). Kept in the environment so Playwright's worker processes, which load this file again, do
// not make folders of their own.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'shop-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    deviceScaleFactor: 1,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The real server on the built SPA (ARCHITECTURE §8): build first, then start.
    command: 'npm run build && node --import tsx server/main.ts',
    url: `${baseURL}/`,
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_SIZE: 'small',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Never a shared PostgreSQL: always the fresh embedded database above.
      DATABASE_URL: '',
      NODE_ENV: 'test',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
  },
});
