import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './vite.aliases';

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
        test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        resolve: { alias: pathAliases },
        test: { name: 'packages', environment: 'node', include: ['packages/**/*.test.ts'] },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
