import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The built front end the server renders with: SPA_DIR (a build of scripts/build.mjs, with its
 * `ssr/` renderer, checked) or a build made now into a temporary folder named for `bench`, which
 * the caller removes when `temporary`.
 */
export async function frontEnd(bench: string): Promise<{ spaDir: string; temporary: boolean }> {
  if (process.env.SPA_DIR) {
    const spaDir = path.resolve(process.env.SPA_DIR);
    if (!existsSync(path.join(spaDir, 'ssr', 'entry-server.js')))
      throw new Error(
        `${spaDir} has no server renderer (ssr/entry-server.js): build it with scripts/build.mjs`,
      );
    return { spaDir, temporary: false };
  }
  const spaDir = await mkdtemp(path.join(tmpdir(), `hobby-bench-${bench}-build-`));
  const started = performance.now();
  const build = spawnSync('node', ['scripts/build.mjs', spaDir, '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('scripts/build.mjs failed');
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`built the front end into ${spaDir} in ${seconds} s`);
  return { spaDir, temporary: true };
}
