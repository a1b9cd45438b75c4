// A vitest reporter for the gate: names the test files that started and never ended. When a test
// worker process dies (a crash in the engine, the heap's limit, a kill), vitest says only "Worker
// exited unexpectedly", and the file it was running is missing from the results without a word;
// this names it on the last lines of the output, which is what a CI log's tail shows.
import { relative } from 'node:path';

export default class UnfinishedFilesReporter {
  /** moduleId -> when it started, in ms. */
  running = new Map();

  onTestModuleStart(testModule) {
    this.running.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule) {
    this.running.delete(testModule.moduleId);
  }

  onTestRunEnd() {
    if (this.running.size === 0) return;
    const lines = ['Test files that started and never ended (their worker process died):'];
    for (const [moduleId, started] of this.running) {
      const seconds = Math.round((Date.now() - started) / 1000);
      lines.push(
        `  ${relative(process.cwd(), moduleId)}, started ${seconds} s before the run ended`,
      );
    }
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}
