import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The gate's vitest steps (scripts/vitest-gate.mjs). When a test worker process dies, vitest says
 * only "Worker exited unexpectedly" and counts nothing as failed (a CI run on 2026-12-02 ended so,
 * with no way to tell which file had been running): the gate names the file. When V8 itself
 * aborted it (twice in the gate's PGlite step, docs/testing.md) and no test failed, the unfinished
 * file runs once more; anything else fails the step.
 */
const gate = path.resolve('scripts/vitest-gate.mjs');
const summary = path.resolve('scripts/test-summary.mjs');
let root: string;
let results: string;

/** What V8 writes before it aborts on a failed internal check, then the abort itself. */
const engineFault =
  "writeSync(2, '#\\n# Fatal error in , line 0\\n# Check failed: jit_page_->allocations_.erase(addr) == 1.\\n#\\n'); process.abort();";
const files = {
  'vitest.config.mjs':
    "export default { test: { include: ['*.test.mjs'], pool: 'forks', isolate: false } };\n",
  'lives.test.mjs': "import { it } from 'vitest';\nit('passes', () => {});\n",
  // Vitest runs the larger of two files first when it has no timings: one worker runs this first.
  'fails.test.mjs': `import { expect, it } from 'vitest';\n${'//\n'.repeat(400)}it('fails', () => expect(1).toBe(2));\n`,
  /** Dies as its file's `mode` says: once or always by the engine's fault, or killed outright. */
  'dies.test.mjs': `import { existsSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { it } from 'vitest';
const mode = readFileSync('mode', 'utf8');
it('passes before the fault', () => {
  if (mode === 'fails-then-fault-once') throw new Error('a real failure');
});
it('meets the fault', () => {
  if (mode === 'killed') process.kill(process.pid, 'SIGKILL');
  if (mode.endsWith('-once') && existsSync('faulted')) return;
  writeFileSync('faulted', '');
  ${engineFault}
});
`,
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vitest-gate-'));
  results = path.join(root, 'results');
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, name), text);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs `node <script> ...args` in `root`, outside this run's own vitest environment. */
function run(script: string, args: string[]): Promise<{ code: number; output: string }> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'),
  );
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: root, env }, (error, stdout, stderr) => {
      resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr });
    });
  });
}

/** One gate step over the given test files, `dies.test.mjs` dying as `mode` says. */
async function gateStep(mode: string, testFiles: string[], ...options: string[]) {
  await writeFile(path.join(root, 'mode'), mode);
  await mkdir(results);
  return run(gate, [results, 'vitest', '--root', root, ...options, ...testFiles]);
}

describe('the gate names the test file whose worker died and runs it again only after an engine fault', () => {
  it('names a killed worker’s file and fails the step without running it again', async () => {
    const { code, output } = await gateStep('killed', ['dies', 'lives']);
    expect(code).not.toBe(0);
    expect(output).toContain('Worker exited unexpectedly');
    expect(output).toMatch(
      /Test files that started and never ended \(their worker process died\):\n {2}dies\.test\.mjs, started \d+ s before the run ended\n(?! {2}lives)/,
    );
    expect(output).toContain('not run again: the run did not end in an engine fault.');
  }, 60_000);

  it('runs the file an engine fault left unfinished once more, and counts each test once', async () => {
    const { code, output } = await gateStep('fault-once', ['dies', 'lives']);
    expect(output).toContain('# Check failed: jit_page_->allocations_.erase(addr) == 1.');
    // The file queued for the dead worker, if it had one, runs again too.
    expect(output).toMatch(
      /The engine aborted a test worker and no test failed; running the [12] unfinished file\(s\) once more: dies\.test\.mjs/,
    );
    expect(code).toBe(0);
    const counted = await run(summary, [results]);
    expect(counted.output).toContain('Tests: 3 passed, 0 failed, 0 skipped');
    expect(counted.code).toBe(0);
  }, 60_000);

  it('fails the step when the file meets the fault again', async () => {
    const { code, output } = await gateStep('fault-always', ['dies', 'lives']);
    expect(output).toMatch(/running the [12] unfinished file\(s\) once more: dies\.test\.mjs/);
    expect(code).toBe(1);
  }, 60_000);

  it('fails the step on a failure in the faulted file, which only its second run reports', async () => {
    const { code, output } = await gateStep('fails-then-fault-once', ['dies', 'lives']);
    expect(output).toContain('once more: dies.test.mjs');
    expect(output).toContain('a real failure');
    expect(code).toBe(1);
    expect((await run(summary, [results])).output).toMatch(/Tests: 2 passed, 1 failed, 0 skipped/);
  }, 60_000);

  it('does not run anything again when a test failed beside the fault', async () => {
    const { code, output } = await gateStep('fault-once', ['dies', 'fails'], '--maxWorkers=1');
    expect(output).toContain('not run again: 1 tests failed.');
    expect(output).not.toContain('once more');
    expect(code).toBe(1);
    expect((await run(summary, [results])).output).toMatch(/Tests: \d+ passed, 1 failed/);
  }, 60_000);
});
