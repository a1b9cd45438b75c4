import type { Alias } from 'vite';
import { fileURLToPath } from 'node:url';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The source folders' import names (tsconfig.json `paths` says the same for the type checker). */
export const pathAliases: Alias[] = [
  { find: '@ui', replacement: dir('./src/ui') },
  { find: '@features', replacement: dir('./src/features') },
  { find: '@app', replacement: dir('./src/app') },
];

/**
 * The code is written against React's API and Preact's compat layer runs it in the browser: the
 * app build, the dev server and Storybook. React DOM alone was 60 kB of the 150 kB the home page
 * may download (docs/decisions.md, "Preact runs the React code"). Exact matches, so that
 * `react-router`, `react-redux` and the rest still resolve to their own packages.
 */
const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // Storybook's React renderer takes `act` from here.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export const browserAliases: Alias[] = [...pathAliases, ...preactAliases];
