import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './vite.aliases';

// Two projects: front-end logic in jsdom, server modules in node against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: pathAliases },
        test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        resolve: { alias: pathAliases },
        test: { name: 'mosaic', environment: 'node', include: ['packages/**/*.test.ts'] },
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
