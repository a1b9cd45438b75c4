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

const parts = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({
    name: file.replace(/\.json$/, ''),
    ...counts(JSON.parse(readFileSync(join(dir, file), 'utf8'))),
  }));

const sum = (key) => parts.reduce((total, p) => total + p[key], 0);
const [passed, failed, skipped] = [sum('passed'), sum('failed'), sum('skipped')];
console.log(parts.map((p) => `${p.name}: ${p.passed} passed, ${p.failed} failed`).join('; '));
// The plain closing line CI readers count: 'N passed, N failed, N skipped'.
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
