import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './vite.aliases';

/**
 * Server suites whose subject is not the database engine: security headers, slow-client timeouts,
 * proxy addresses, the lint and contract gates, the gate's own reporter, and `npm start` (which
 * runs on the embedded database whatever the environment says). The gate's PostgreSQL run (TEST_DATABASE_URL set)
 * leaves them out: they would test the same thing a second time, for minutes of a 40-minute budget.
 */
const ENGINE_INDEPENDENT = [
  'server/lib/http/securityHeaders.test.ts',
  'server/lib/http/timeouts.test.ts',
  'server/lib/http/trustProxy.test.ts',
  'tests/server/lintGate.test.ts',
  'tests/server/npmStart.test.ts',
  'tests/server/openapiLint.test.ts',
  'tests/server/vitestGate.test.ts',
];

const SERVER_TESTS = ['server/**/*.test.ts', 'tests/server/**/*.test.ts'];
/** Server test files that must run isolated (eslint.config.js). */
const ISOLATED_TESTS = '{server,tests/server}/**/*.isolated.test.ts';
const serverSuites = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // `expect.poll` waits for state: Vitest's default of one second is a time limit, which a vacuum
  // or an upkeep sweep the test waits for can pass on a busy 2-core machine.
  expect: { poll: { timeout: 30_000 } },
} as const;

// Front-end logic in jsdom, the shared packages in node, server modules in node against a real
// database.
export default defineConfig({
  test: {
    // Vitest's default is one file fewer than the cores: one at a time on a 2-core CI machine,
    // where the server files mostly wait on a database (a worker thread or PostgreSQL) and timers.
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      {
        plugins: [react()],
        resolve: { alias: pathAliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // A fresh jsdom and module graph per file took 132 s of a 2-core machine for 94 files;
          // one per worker, each file starting from an empty document (freshDocument.ts), 20 s.
          isolate: false,
          setupFiles: ['src/testing/freshDocument.ts', 'src/testing/waitForState.ts'],
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/**/*.test.ts'],
          // The photo engine's tests encode and decode megapixel JPEGs: a few seconds of CPU each,
          // more than Vitest's 5 s default on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          ...serverSuites,
          name: 'server',
          include: SERVER_TESTS,
          exclude: [
            ...configDefaults.exclude,
            ISOLATED_TESTS,
            ...(process.env.TEST_DATABASE_URL ? ENGINE_INDEPENDENT : []),
          ],
          // Each file opens its own database and app; what a worker keeps between files is the
          // modules of node_modules: loading them again for each file took 357 s of the 2 158 s
          // the files ran on the slow 2-core machine, 28 s so.
          isolate: false,
        },
      },
      {
        resolve: { alias: pathAliases },
        // Files that replace a module with vi.mock: a worker shared with other files would keep
        // the module they replace (ESLint refuses vi.mock in the other server test files).
        test: { ...serverSuites, name: 'server-isolated', include: [ISOLATED_TESTS] },
      },
    ],
  },
});
