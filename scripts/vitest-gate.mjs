// Runs one vitest step of the gate (scripts/test.sh) and writes its JSON results for the summary.
// Usage: node scripts/vitest-gate.mjs <results folder> <step name> [vitest arguments...]
//
// V8 sometimes aborts a test worker while it frees a database engine's WebAssembly code ("# Check
// failed: jit_page_->allocations_.erase(addr) == 1", docs/testing.md): a fault of the engine in a
// process that opens and closes many embedded databases, which production never does. When that,
// and nothing else, ended the run (no test failed, a few files left unfinished: the one the worker
// ran and any it had queued), the files that did not finish run once more, in a run of their own
// whose results replace theirs. A test that fails, a heap that overflows or a second crash fails
// the step as before.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const [resultsDir, name, ...vitestArgs] = process.argv.slice(2);
const vitest = join(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const unfinishedReporter = join(import.meta.dirname, 'vitest-unfinished-reporter.mjs');
/** How V8 itself reports a failed internal check before it aborts the process. */
const ENGINE_FAULT = /^# (Fatal error in|Check failed:)/m;
/** One per worker (vitest.config.ts) and one queued for it: more would be more than a fault. */
const MAX_RETRIED_FILES = 4;

/** One vitest run, its output shown as it comes and kept; resolves to its exit code and output. */
function runVitest(runName, files) {
  const report = join(resultsDir, `${runName}.json`);
  const unfinished = join(resultsDir, `${runName}.unfinished.json`);
  const log = createWriteStream(join(resultsDir, `${runName}.log`));
  const args = [
    vitest,
    'run',
    '--reporter=default',
    `--reporter=${unfinishedReporter}`,
    '--reporter=json',
    `--outputFile=${report}`,
    ...vitestArgs,
    ...files,
  ];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, VITEST_UNFINISHED_FILE: unfinished },
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  let output = '';
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream.on('data', (chunk) => {
      output += chunk;
      target.write(chunk);
      log.write(chunk);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      log.end(() => resolve({ code: code ?? signal, output, report, unfinished })),
    );
  });
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** Why the run may not be retried, or nothing when only the engine's fault ended it. */
function refusal(run) {
  if (!ENGINE_FAULT.test(run.output)) return 'the run did not end in an engine fault';
  const failed = readJson(run.report)?.numFailedTests;
  if (failed !== 0) return `${failed ?? 'an unknown number of'} tests failed`;
  const files = readJson(run.unfinished) ?? [];
  if (files.length === 0) return 'no test file was left unfinished';
  if (files.length > MAX_RETRIED_FILES) return `${files.length} files were left unfinished`;
  return undefined;
}

rmSync(join(resultsDir, `${name}-retry.json`), { force: true });
const first = await runVitest(name, []);
if (first.code === 0) process.exit(0);

// What the engine printed as it died went by mid-run; the tail of a CI log shows it again here.
const lastWords = first.output
  .split('\n')
  .filter((line) =>
    /FATAL ERROR|Fatal error|Segmentation fault|Check failed|out of memory|Aborted/.test(line),
  );
if (lastWords.length > 0) console.error(lastWords.slice(-20).join('\n'));

const reason = refusal(first);
if (reason) {
  console.error(`The ${name} step failed (exit ${first.code}); not run again: ${reason}.`);
  process.exit(1);
}
const files = readJson(first.unfinished);
console.error(
  `The engine aborted a test worker and no test failed; running the ${files.length} unfinished ` +
    `file(s) once more: ${files.join(', ')}`,
);
const retry = await runVitest(`${name}-retry`, files);
process.exit(retry.code === 0 ? 0 : 1);
