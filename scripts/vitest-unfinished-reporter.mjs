// A vitest reporter for the gate: names the test files that started and never ended. When a test
// worker process dies (a crash in the engine, the heap's limit, a kill), vitest says only "Worker
// exited unexpectedly", and the file it was running is missing from the results without a word;
// this names it on the last lines of the output, which is what a CI log's tail shows.
import { relative } from 'node:path';

export default class UnfinishedFilesReporter {
  /** moduleId -> when it started, in ms. */
  running = new Map();

  constructor(options = {}) {
    this.print = options.print ?? ((line) => process.stderr.write(`${line}\n`));
    this.now = options.now ?? Date.now;
  }

  onTestModuleStart(testModule) {
    this.running.set(testModule.moduleId, this.now());
  }

  onTestModuleEnd(testModule) {
    this.running.delete(testModule.moduleId);
  }

  onTestRunEnd() {
    if (this.running.size === 0) return;
    this.print('Test files that started and never ended (their worker process died):');
    for (const [moduleId, started] of this.running) {
      const seconds = Math.round((this.now() - started) / 1000);
      this.print(
        `  ${relative(process.cwd(), moduleId)}, started ${seconds} s before the run ended`,
      );
    }
  }
}
