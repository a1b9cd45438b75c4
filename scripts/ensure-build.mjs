// `npm start` builds the front end only when it is missing or older than its sources, so a
// second start is up in seconds (issue 2 acceptance) while a changed checkout still rebuilds. It
// builds into SPA_DIR, the folder the server serves (server/config.ts), `dist` by default.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build.mjs',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

const outDir = process.env.SPA_DIR || 'dist';
// The server renderer is written last (scripts/build.mjs): a build without it is not finished.
const renderer = join(outDir, 'ssr', 'entry-server.js');
const built = existsSync(renderer) ? statSync(renderer).mtimeMs : 0;
if (built >= Math.max(...sources.map(newest))) {
  console.log(`Front end is up to date (${outDir}/).`);
} else {
  console.log('Building the front end...');
  const run = spawnSync('node', ['scripts/build.mjs', outDir, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
