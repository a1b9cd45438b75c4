import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The gate's vitest runs name a test file whose worker process died: vitest itself says only
 * "Worker exited unexpectedly" and counts nothing as failed (a CI run on 2026-12-02 ended so,
 * with no way to tell which file had been running).
 */
const reporter = path.resolve('scripts/vitest-unfinished-reporter.mjs');
const vitest = path.resolve('node_modules/vitest/vitest.mjs');
let root: string;

/** A run of two files, one of which ends its worker process the way a crash would. */
const files = {
  'vitest.config.mjs': "export default { test: { include: ['*.test.mjs'], pool: 'forks' } };\n",
  'dies.test.mjs':
    "import { it } from 'vitest';\nit('ends its worker', () => process.kill(process.pid, 'SIGKILL'));\n",
  'lives.test.mjs': "import { it } from 'vitest';\nit('passes', () => {});\n",
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'worker-dies-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, name), text);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs vitest in `root` as the gate does, outside this run's own vitest environment. */
function runVitest(): Promise<{ code: number | null; output: string }> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'),
  );
  const args = [vitest, 'run', '--root', root, '--reporter=default', `--reporter=${reporter}`];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: root, env }, (error, stdout, stderr) => {
      resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr });
    });
  });
}

describe('the gate names the test file whose worker died', () => {
  it('prints the file that started and never ended, and the run fails', async () => {
    const { code, output } = await runVitest();
    expect(code).not.toBe(0);
    expect(output).toContain('Worker exited unexpectedly');
    expect(output).toMatch(
      /Test files that started and never ended \(their worker process died\):\n {2}dies\.test\.mjs, started \d+ s before the run ended/,
    );
    expect(output).not.toMatch(/^ {2}lives\.test\.mjs/m);
  }, 60_000);
});
