// A Jest reporter for the story tests: writes the run's counts as Jest-style JSON to the file named
// by STORIES_RESULTS_FILE, for the gate's summary line (scripts/test-summary.mjs). The test-runner
// CLI cannot pass Jest's --outputFile a path, hence this.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class ResultsFileReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.STORIES_RESULTS_FILE;
    if (!file) return;
    const { numTotalTests, numPassedTests, numFailedTests, numPendingTests } = results;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({ numTotalTests, numPassedTests, numFailedTests, numPendingTests }),
    );
  }
}
