import type { DbErrorFields } from './errors';

/**
 * Messages between the main thread and the embedded-database worker (pgliteWorker.ts).
 * Requests carry an id; the worker answers each with a Response of the same id, in order (the
 * answers to consecutive statements of one transaction together, as `Responses`).
 * A transaction's statements carry its number `tx`: the worker runs them only while that
 * transaction is open (begun by `begin` with that number, not yet ended by `end`), so statements
 * sent without waiting for BEGIN, or sent late, can never run outside their transaction.
 */
export type Request =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin'; tx: number; genericPlans: boolean }
  | { id: number; op: 'end'; tx: number; sql: 'COMMIT' | 'ROLLBACK' }
  | { id: number; op: 'copy'; sql: string; csv: string }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type Response =
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; message: string; fields: DbErrorFields };

/** Sent by the worker without a request when a NOTIFY arrives. */
interface Notification {
  type: 'notification';
  channel: string;
  payload: string;
}

/** Answers to consecutive statements of one transaction, posted together (pgliteWorker.ts). */
interface Responses {
  type: 'results';
  responses: Response[];
}

export type WorkerMessage =
  Response | Responses | Notification | { type: 'ready' } | { type: 'failed'; message: string };

export interface WorkerData {
  /** Folder for the data files; null keeps the database in memory. */
  dataDir: string | null;
  /** A `dumpDataDir()` tarball to start from (only for a new database). */
  loadDataDir: Uint8Array | null;
}

/** What the main thread posts to the worker: a request, or a database to open once the last closed. */
export type ToWorker = Request | { op: 'open'; data: WorkerData };
