import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { copyStatement, rowsToCsv } from './copyCsv';
import { lockDataDir } from './dataDirLock';
import { lowDiskNote } from './diskSpace';
import { DbError, DbUnavailableError } from './errors';
import { checkChannel, ListenerRegistry } from './listeners';
import { pipelined } from './pipelined';
import type { Request, Response, ToWorker, WorkerData, WorkerMessage } from './pgliteProtocol';
import type { Db, Transaction } from './types';

/** The embedded engine; it can also dump its data folder (used to cache seeded test databases). */
export interface PgliteDb extends Db {
  readonly engine: 'pglite';
  /** A tarball of the data folder, loadable with `openPglite({ loadDataDir })`. */
  dumpDataDir(): Promise<Uint8Array>;
}

export interface PgliteOptions {
  /** Folder for the data files; null keeps the database in memory. */
  dataDir: string | null;
  loadDataDir?: Uint8Array;
  /**
   * Once closed, keep the worker thread for the next database opened so in this process. A new
   * thread loads the engine's code and compiles and optimises its 9 MB of WebAssembly again:
   * the test suites open hundreds of short-lived databases (docs/testing.md).
   */
  reuseWorker?: boolean;
}

/** Threads of closed databases, waiting for the next `reuseWorker` open (unreferenced meanwhile). */
const idleWorkers: Worker[] = [];
const MAX_IDLE_WORKERS = 4;

/**
 * Listeners of one database's use of a thread. Only these are removed: the thread's other
 * listeners (`newListener` among them) are Node's own, and it stops delivering messages without.
 */
const unlisten = (worker: Worker) =>
  worker.removeAllListeners('message').removeAllListeners('error').removeAllListeners('exit');

function workerFor(data: WorkerData, reuse: boolean): Worker {
  const idle = reuse ? idleWorkers.pop() : undefined;
  if (!idle)
    return new Worker(new URL('./pgliteWorkerEntry.mjs', import.meta.url), { workerData: data });
  unlisten(idle);
  idle.ref();
  idle.postMessage({ op: 'open', data } satisfies ToWorker);
  return idle;
}

/** Keeps a closed database's thread for the next open, or ends it; resolves once it is done. */
async function release(worker: Worker, reuse: boolean): Promise<void> {
  if (!reuse || idleWorkers.length >= MAX_IDLE_WORKERS) {
    await worker.terminate();
    return;
  }
  unlisten(worker);
  // An idle thread that fails or ends is simply no longer offered.
  const forget = () => {
    const at = idleWorkers.indexOf(worker);
    if (at >= 0) idleWorkers.splice(at, 1);
  };
  worker.once('error', forget).once('exit', forget);
  worker.unref();
  idleWorkers.push(worker);
}

type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/** PGlite in a worker thread: one connection, so transactions are serialised here. */
export async function openPglite(options: PgliteOptions): Promise<PgliteDb> {
  // PGlite creates only the last folder of the path.
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  const data: WorkerData = { dataDir: options.dataDir, loadDataDir: options.loadDataDir ?? null };
  const reuse = options.reuseWorker ?? false;
  const worker = workerFor(data, reuse);

  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  const listeners = new ListenerRegistry();
  let nextId = 1;
  let failure: Error | null = null;

  const settle = (response: Response) => {
    const call = pending.get(response.id);
    pending.delete(response.id);
    if (response.type === 'result') call?.resolve(response.value);
    else call?.reject(new DbError(response.message, response.fields));
  };

  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  let startFailed = false;
  const started = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'ready':
          resolve();
          return;
        case 'failed': {
          // The worker ends soon after; its exit must not answer first with less to say.
          startFailed = true;
          const failed = `embedded database did not start: ${message.message}`;
          const note = options.dataDir ? lowDiskNote(options.dataDir) : Promise.resolve(null);
          void note.then((why) => reject(new Error(why ? `${failed} (${why})` : failed)));
          return;
        }
        case 'notification':
          listeners.dispatch(message.channel, message.payload);
          return;
        case 'result':
        case 'error':
          settle(message);
          return;
        case 'results':
          for (const response of message.responses) settle(response);
      }
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(new DbUnavailableError(`embedded database failed: ${error.message}`));
    });
    worker.on('exit', (code) => {
      const error = new DbUnavailableError(`embedded database worker exited (code ${code})`);
      if (!startFailed) reject(error);
      failAll(error);
      void unlock();
    });
  });
  await started.catch(async (error: unknown) => {
    await worker.terminate();
    await unlock();
    throw error;
  });

  /** Posts a request now; the worker runs requests in the order they are posted. */
  const send = <T>(body: RequestBody): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id });
    });
  };

  // Resolved while no transaction is open. A transaction replaces it with its own promise, so
  // requests from outside the transaction are posted only after its COMMIT/ROLLBACK (spec of Db).
  let gate: Promise<void> = Promise.resolve();
  const outside = async <T>(body: RequestBody): Promise<T> => {
    await gate;
    return send<T>(body);
  };

  let nextTx = 1;
  /**
   * Transactions begun or waiting for the connection and not yet ended: counted until the worker
   * answers their COMMIT or ROLLBACK, since a statement posted once the end is (the gate is open
   * then) still waits in the worker behind whatever the transaction sent with its end.
   */
  let transactions = 0;

  return {
    engine: 'pglite',

    transactionOpen: () => transactions > 0,

    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      outside<Row[]>({ op: 'query', sql, params }),

    exec: (sql) => outside<void>({ op: 'exec', sql }),

    async transaction(fn, options) {
      const previous = gate;
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      transactions++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        open();
      };
      await previous;
      const number = nextTx++;
      // The next caller is let in as the end is posted, not once it is answered: the worker runs
      // requests in the order they are posted, so the next transaction's BEGIN and first
      // statements wait right behind this COMMIT in the worker, instead of the worker idling
      // until this thread hears of the COMMIT and sends them.
      let committed: Promise<unknown> | null = null;
      const end = (sql: 'COMMIT' | 'ROLLBACK') => {
        const ended = send({ op: 'end', tx: number, sql });
        release();
        return ended;
      };
      const tx: Transaction = {
        query: <Row>(sql: string, params: readonly unknown[] = []) =>
          send<Row[]>({ op: 'query', sql, params, tx: number }),
        exec: (sql: string) => send<void>({ op: 'exec', sql, tx: number }),
        commit: async () => {
          committed ??= end('COMMIT');
          await committed;
        },
      };
      try {
        // BEGIN is not waited for: the first statements of `fn` follow it to the worker at once
        // (a round trip less while the one connection is held), and the worker refuses them
        // unless BEGIN succeeded.
        const begun = send({
          op: 'begin',
          tx: number,
          genericPlans: options?.genericPlans ?? false,
        });
        const [, result] = await pipelined(begun, (async () => fn(tx))());
        await (committed ?? end('COMMIT'));
        return result;
      } catch (error) {
        // After a COMMIT the worker refuses this (its transaction is no longer open).
        await end('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        release();
        transactions--;
      }
    },

    async copyRows(table, columns, rows) {
      if (rows.length === 0) return;
      const sql = copyStatement(table, columns, "'/dev/blob'");
      await outside({ op: 'copy', sql, csv: rowsToCsv(rows) });
    },

    async listen(channel, onPayload) {
      checkChannel(channel);
      if (listeners.add(channel, onPayload)) await outside({ op: 'listen', channel });
      return async () => {
        if (listeners.remove(channel, onPayload)) await outside({ op: 'unlisten', channel });
      };
    },

    async notify(channel, payload) {
      checkChannel(channel);
      await outside({ op: 'query', sql: 'SELECT pg_notify($1, $2)', params: [channel, payload] });
    },

    dumpDataDir: () => outside<Uint8Array>({ op: 'dump' }),

    async close() {
      try {
        if (failure) return;
        await outside({ op: 'close' });
        // Whatever is called on this database from now on fails, and never reaches the thread,
        // which may be serving another database by then.
        failure = new DbUnavailableError('embedded database is closed');
        await release(worker, reuse);
      } finally {
        await unlock();
      }
    },
  };
}
