// `npm start` builds the front end only when dist/ is missing or older than its sources, so a
// second start is up in seconds (issue 2 acceptance) while a changed checkout still rebuilds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built >= Math.max(...sources.map(newest))) {
  console.log('Front end is up to date (dist/).');
} else {
  console.log('Building the front end...');
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
