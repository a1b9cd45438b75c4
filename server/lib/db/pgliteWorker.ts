import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dbErrorFields } from './errors';
import { preparedStatements } from './pglitePrepared';
import type { Request, Response, ToWorker, WorkerData, WorkerMessage } from './pgliteProtocol';
import { pgliteParsers } from './typeParsers';

/**
 * The embedded database runs here, off the main thread: PGlite executes queries on the thread that
 * calls it, and a heavy query there would freeze every request (ARCHITECTURE §5).
 * Requests are handled strictly one after another, in arrival order; the main thread relies on
 * that order to keep other callers' queries out of an open transaction.
 * A closed database's thread may be told to open another (`reuseWorker`, pgliteDb.ts).
 */
const port = parentPort;
if (!port) throw new Error('pgliteWorker must run in a worker thread');
const post = (message: WorkerMessage) => port.postMessage(message);

const unsubscribers = new Map<string, () => Promise<void>>();
/** The number of the transaction open now (pgliteProtocol.ts). */
let openTx: number | null = null;

const txOf = (request: Request | undefined): number | undefined =>
  request && 'tx' in request ? request.tx : undefined;

/** A transaction's statement runs only in it: not before its BEGIN succeeded, nor after its end. */
function refuseOutside(request: { tx?: number }): void {
  if (request.tx !== undefined && request.tx !== openTx)
    throw new Error(`transaction ${request.tx} is not open`);
}

async function handle(
  db: PGlite,
  runPrepared: ReturnType<typeof preparedStatements>,
  request: Request,
): Promise<unknown> {
  switch (request.op) {
    case 'query':
      refuseOutside(request);
      return runPrepared(request.sql, request.params);
    case 'exec':
      refuseOutside(request);
      await db.exec(request.sql);
      return null;
    case 'begin':
      // In the same call as BEGIN: no message nor trip of its own.
      await db.exec(
        request.genericPlans ? 'BEGIN; SET LOCAL plan_cache_mode = force_generic_plan' : 'BEGIN',
      );
      openTx = request.tx;
      return null;
    case 'end':
      // A transaction whose COMMIT failed is over: a ROLLBACK sent for it afterwards must not
      // end the next transaction, which may be open by then (pgliteDb.ts posts it right behind).
      refuseOutside(request);
      // A failed COMMIT ends the transaction too.
      openTx = null;
      await db.exec(request.sql);
      return null;
    case 'copy':
      await db.query(request.sql, [], { blob: new Blob([request.csv]) });
      return null;
    case 'listen': {
      const unsubscribe = await db.listen(request.channel, (payload) =>
        post({ type: 'notification', channel: request.channel, payload }),
      );
      unsubscribers.set(request.channel, unsubscribe);
      return null;
    }
    case 'unlisten':
      await unsubscribers.get(request.channel)?.();
      unsubscribers.delete(request.channel);
      return null;
    case 'dump': {
      // Not compressed: loading the small demo's 71 MB took 0.4 s, its 7 MB gzipped 0.8 s.
      const file = await db.dumpDataDir('none');
      return new Uint8Array(await file.arrayBuffer());
    }
    case 'close':
      session = null;
      await db.close();
      return null;
  }
}

/** The open database's requests go here; none while it starts or once it is closed. */
let session: ((request: Request) => void) | null = null;

async function start({ dataDir, loadDataDir }: WorkerData) {
  openTx = null;
  unsubscribers.clear();
  const db = await PGlite.create({
    dataDir: dataDir ?? undefined,
    // pg_trgm only: with intarray/ltree/hstore loaded too, `%` returns nothing (TOOLCHAIN.md).
    extensions: { pg_trgm },
    parsers: pgliteParsers,
    loadDataDir: loadDataDir ? new Blob([new Uint8Array(loadDataDir)]) : undefined,
  });

  const runPrepared = preparedStatements(db);
  const queued: Request[] = [];
  let draining = false;

  const answer = async (request: Request): Promise<Response> => {
    try {
      return { type: 'result', id: request.id, value: await handle(db, runPrepared, request) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { type: 'error', id: request.id, message, fields: dbErrorFields(error) };
    }
  };

  // A transaction's statements sent together (`pipelined`) are answered in one message: each
  // message wakes the main thread, and on a busy machine the wake-up costs this thread more than
  // a short statement does, while the transaction holds the one connection. An answer is held
  // only while the next request is already here and of the same transaction, so nothing waits
  // for a request that was not sent yet nor for another caller's.
  const drain = async () => {
    draining = true;
    let held: Response[] = [];
    for (let request = queued.shift(); request; request = queued.shift()) {
      held.push(await answer(request));
      const tx = txOf(request);
      if (tx !== undefined && txOf(queued[0]) === tx) continue;
      post(held.length === 1 ? held[0]! : { type: 'results', responses: held });
      held = [];
    }
    draining = false;
  };
  session = (request) => {
    queued.push(request);
    if (!draining) void drain();
  };
  post({ type: 'ready' });
}

const open = (data: WorkerData) =>
  start(data).catch((error: unknown) =>
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );

port.on('message', (message: ToWorker) => {
  if (message.op === 'open') void open(message.data);
  else session?.(message);
});
void open(workerData as WorkerData);
