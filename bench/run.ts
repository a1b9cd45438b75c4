/**
 * `npm run bench`: runs every benchmark in turn, each in its own process so one's memory and
 * caches don't colour the next. Set DATA_DIR to an already seeded full demo (after `npm start`,
 * `var/`) for the catalogue-sized figures, BENCH_DATABASE_URL for the PostgreSQL ones.
 * Pass names to run a subset: `npm run bench -- page shop-state`; the failover drill runs only so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
/**
 * Run only when named: the drill needs PostgreSQL's server binaries and starts two servers; the
 * scale bench wants databases of 100 000 and 1 000 000 products (it seeds them for many minutes).
 */
const BY_NAME_ONLY = ['failover-drill', 'scale'];
const wanted = process.argv.slice(2);
const chosen =
  wanted.length > 0
    ? all.filter((name) => wanted.includes(name))
    : all.filter((name) => !BY_NAME_ONLY.includes(name));

let failed = 0;
for (const name of chosen) {
  const file = `${dir}${name}.ts`;
  if (!existsSync(file)) continue;
  console.log(`\n== bench/${name}.ts`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`${failed} benchmark(s) failed`);
  process.exit(1);
}
