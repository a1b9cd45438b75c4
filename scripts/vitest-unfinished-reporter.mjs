// A vitest reporter for the gate: names the test files that started and never ended, and those that
// never started. When a test worker process dies (a crash in the engine, the heap's limit, a kill),
// vitest says only "Worker exited unexpectedly": the file it was running is missing from the
// results without a word, and so are files it had queued for that worker. This names them on the
// last lines of the output, which is what a CI log's tail shows, and lists them as JSON in the file
// VITEST_UNFINISHED_FILE names, for the gate's retry (scripts/vitest-gate.mjs).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const shown = (moduleId) => relative(process.cwd(), moduleId);

export default class UnfinishedFilesReporter {
  /** moduleIds of the files this run has yet to end. */
  unfinished = new Set();
  /** moduleId -> when it started, in ms. */
  running = new Map();

  onTestRunStart(specifications) {
    for (const specification of specifications) this.unfinished.add(specification.moduleId);
  }

  onTestModuleStart(testModule) {
    this.running.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule) {
    this.running.delete(testModule.moduleId);
    this.unfinished.delete(testModule.moduleId);
  }

  onTestRunEnd() {
    const listFile = process.env.VITEST_UNFINISHED_FILE;
    if (listFile) writeFileSync(listFile, JSON.stringify([...this.unfinished].map(shown)));
    const lines = [];
    if (this.running.size > 0) {
      lines.push('Test files that started and never ended (their worker process died):');
      for (const [moduleId, started] of this.running) {
        const seconds = Math.round((Date.now() - started) / 1000);
        lines.push(`  ${shown(moduleId)}, started ${seconds} s before the run ended`);
      }
    }
    const neverStarted = [...this.unfinished].filter((moduleId) => !this.running.has(moduleId));
    if (neverStarted.length > 0) {
      lines.push('Test files that never started (queued for a worker process that died):');
      for (const moduleId of neverStarted) lines.push(`  ${shown(moduleId)}`);
    }
    if (lines.length > 0) process.stderr.write(`${lines.join('\n')}\n`);
  }
}
