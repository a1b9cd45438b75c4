// Prints the gate's last line: how many tests ran and passed, per runner (scripts/test.sh).
// Usage: node scripts/test-summary.mjs <folder with vitest/stories (Jest JSON) and e2e (Playwright JSON) results>
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results/gate';

/** Jest-style JSON (vitest, test-storybook) or Playwright's JSON reporter, as passed/failed/skipped. */
function counts(report) {
  if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Passed/failed/skipped counted test by test, over the files of a Jest-style report. */
function countFiles(testResults) {
  const statuses = testResults.flatMap((file) => file.assertionResults.map((t) => t.status));
  const passed = statuses.filter((status) => status === 'passed').length;
  const failed = statuses.filter((status) => status === 'failed').length;
  return { passed, failed, skipped: statuses.length - passed - failed };
}

const reports = new Map(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.endsWith('.unfinished.json'))
    .sort()
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(dir, file), 'utf8')),
    ]),
);

/**
 * A step's counts. Its retry (scripts/vitest-gate.mjs) ran again the files an engine fault left
 * unfinished: those files count in the retry's report, the rest of them in this one.
 */
function stepCounts(name, report) {
  const retry = reports.get(`${name}-retry`);
  if (!retry) return counts(report);
  const retried = new Set(retry.testResults.map((file) => file.name));
  return countFiles(report.testResults.filter((file) => !retried.has(file.name)));
}

const parts = [...reports].map(([name, report]) => ({ name, ...stepCounts(name, report) }));

const sum = (key) => parts.reduce((total, p) => total + p[key], 0);
const [passed, failed, skipped] = [sum('passed'), sum('failed'), sum('skipped')];
console.log(parts.map((p) => `${p.name}: ${p.passed} passed, ${p.failed} failed`).join('; '));
// The plain closing line CI readers count: 'N passed, N failed, N skipped'.
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
