// Entry of the embedded-database worker. Node 20 does not apply the parent's `--import tsx` hooks
// to a worker's entry file (it fails with "Unknown file extension .ts", also under vitest), so the
// worker registers tsx itself and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pgliteWorker.ts');
