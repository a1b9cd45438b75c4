// Entry of the chart worker. Node 20 does not apply the parent's `--import tsx` hooks to a worker's
// entry file (as for the database worker, server/lib/db/pgliteWorkerEntry.mjs), so the worker
// registers tsx itself (which also resolves the `@mosaic` path of tsconfig.json) and then loads
// the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./chartWorker.ts');
