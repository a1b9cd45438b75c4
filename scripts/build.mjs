// Builds the front end into one folder (default SPA_DIR or dist): the browser bundle, the server
// renderer beside it in `ssr/` (ARCHITECTURE §4 "Server rendering"; the server imports
// `ssr/entry-server.js`, never serves it), then the precompressed copies of the browser's files.
// Used by `npm run build`, scripts/ensure-build.mjs and the e2e build.
// Usage: node scripts/build.mjs [outDir] [--logLevel warn]
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SSR_SUBDIR = 'ssr';

const [outDir = process.env.SPA_DIR || 'dist', ...viteFlags] = process.argv.slice(2);
const steps = [
  ['npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', ...viteFlags]],
  [
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/app/ssr/entry-server.tsx',
      '--outDir',
      join(outDir, SSR_SUBDIR),
      '--emptyOutDir',
      ...viteFlags,
    ],
  ],
  ['node', ['scripts/precompress.mjs', outDir]],
];
// A production build whatever NODE_ENV the caller has (the e2e server runs with `test`): with any
// other value the JSX is compiled for React's development runtime, which the bundles do not hold.
const env = { ...process.env, NODE_ENV: 'production' };
for (const [command, args] of steps) {
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
// The bundle is ES modules wherever the folder is (E2E_DIST puts it outside the project).
writeFileSync(join(outDir, SSR_SUBDIR, 'package.json'), '{ "type": "module" }\n');
