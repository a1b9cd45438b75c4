import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './vite.aliases';

// Two projects: front-end logic in jsdom, server modules in node against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // React itself, not Preact: Node loads the libraries' own `react` imports past any alias,
        // and two renderers in one test cannot work. What ships runs on Preact in the story tests
        // and the end-to-end tests (docs/decisions.md).
        resolve: { alias: pathAliases },
        test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
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
