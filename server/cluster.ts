import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';

/** A worker that dies is started again after this long, doubled while its successors die too. */
const FIRST_RESTART_DELAY_MS = 1_000;
const LONGEST_RESTART_DELAY_MS = 30_000;
/**
 * How long the primary waits for the workers to drain after SIGTERM: their own limit
 * (server/start.ts, 10 s) and a little more, then it ends the ones left.
 */
const DRAIN_TIMEOUT_MS = 12_000;

/**
 * The header naming the worker that answered: which process served what, in logs and tests.
 * @internal exported for a test only
 */
export const WORKER_HEADER = 'x-shop-worker';

/**
 * issue 24 point 5: `WORKERS=n` processes on one port (node:cluster, docs/decisions.md "WORKERS").
 * The primary (this process, after the migrations and the demo seeding, which happen once) forks
 * `count` workers; each runs server/start.ts's worker half: its own database pool, caches and
 * catalogue index, following the others' changes through PostgreSQL's LISTEN/NOTIFY
 * (catalog/catalogChanges.ts). Resolves once every worker listens; a worker that dies before that
 * stops the start (its error is printed). Afterwards a worker that dies is replaced, and SIGTERM or
 * SIGINT drains them all before the primary exits.
 */
export function runWorkers(count: number): Promise<void> {
  let stopping = false;
  let started = false;
  let restartDelayMs = FIRST_RESTART_DELAY_MS;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      if (!started) return;
      console.log(
        `Worker ${worker.id} (pid ${worker.process.pid}) serves in place of the one that ended`,
      );
      // Serving again: the next death is met with the shortest wait.
      restartDelayMs = FIRST_RESTART_DELAY_MS;
    });
  };

  /** Signals every live worker; resolves once all have exited, true when all exited cleanly. */
  const endWorkers = async (signal: NodeJS.Signals): Promise<boolean> => {
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const exits = workers.map(
      (worker) =>
        new Promise<boolean>((resolve) => {
          if (worker.isDead()) return resolve(worker.process.exitCode === 0);
          worker.once('exit', (code) => resolve(code === 0));
        }),
    );
    // A terminal's Ctrl+C reaches the workers itself; a process manager's SIGTERM only this one.
    for (const worker of workers) worker.process.kill(signal);
    const timer = setTimeout(() => {
      console.error(`Workers not drained within ${DRAIN_TIMEOUT_MS} ms: ending them`);
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, DRAIN_TIMEOUT_MS);
    timer.unref();
    return (await Promise.all(exits)).every(Boolean);
  };

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} worker(s)`);
    process.exit((await endWorkers('SIGTERM')) ? 0 : 1);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  return new Promise((resolve, reject) => {
    let listening = 0;
    const onListening = () => {
      listening += 1;
      if (listening < count) return;
      started = true;
      cluster.off('listening', onListening);
      resolve();
    };
    cluster.on('listening', onListening);
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!started) {
        // The others serve nobody yet: they are ended outright (a SIGTERM amid their listen
        // only adds a second error) before the start fails, so none outlives the primary.
        stopping = true;
        const failure = new Error(`Worker ${worker.id} ended (${how}) before the shop listened`);
        void endWorkers('SIGKILL').then(() => reject(failure));
        return;
      }
      console.error(
        `Worker ${worker.id} (pid ${worker.process.pid}) ended (${how}): another starts in ${restartDelayMs} ms`,
      );
      setTimeout(() => {
        if (!stopping) fork();
      }, restartDelayMs);
      restartDelayMs = Math.min(restartDelayMs * 2, LONGEST_RESTART_DELAY_MS);
    });
    for (let n = 0; n < count; n++) fork();
  });
}

/** Every answer of a worker says which worker gave it (WORKER_HEADER). */
export function nameWorkerInAnswers(app: FastifyInstance): void {
  const id = String(cluster.worker?.id ?? 0);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(WORKER_HEADER, id);
    return payload;
  });
}
