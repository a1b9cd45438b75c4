import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
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

/** The variable a worker is forked with, naming its part: serving requests or the background work. */
export const PROCESS_ROLE_VARIABLE = 'SHOP_PROCESS_ROLE';
/** What the background process tells the primary once its app is ready (it never listens). */
export const BACKGROUND_READY = 'background-ready';

type Role = 'serve' | 'background';

/** How the primary tells of a worker that took a dead one's place, by its part. */
const REPLACED: Record<Role, string> = {
  serve: 'serves in place of the one that ended',
  background: 'does the background work in place of the one that ended',
};

/**
 * The Node options a worker starts with: the primary's, and when the serving workers fill the
 * machine's cores, a V8 platform pool of one thread. V8's default pool (four threads a process)
 * runs the collector's parallel and concurrent work beside the main thread; with a worker on
 * every core those threads take turns from the other workers' main threads, and a main thread
 * that waits for a descheduled helper waits for nothing (docs/decisions.md, "WORKERS").
 * @internal exported for a test only
 */
export function workerExecArgv(
  count: number,
  cores: number,
  primaryArgv: string[],
  nodeOptions = '',
): string[] {
  // A pool size the operator chose (on the command line or in NODE_OPTIONS) is theirs to keep.
  const chosen = [...primaryArgv, nodeOptions].some((option) => option.includes(POOL_SIZE_OPTION));
  return count >= cores && !chosen ? [...primaryArgv, `${POOL_SIZE_OPTION}=1`] : primaryArgv;
}

const POOL_SIZE_OPTION = '--v8-pool-size';

/**
 * issue 24 point 5: `WORKERS=n` processes on one port (node:cluster, docs/decisions.md "WORKERS").
 * The primary (this process, after the migrations and the demo seeding, which happen once) forks
 * `count` serving workers and one more for the background work (the catalogue import jobs and the
 * regular upkeep, `config.backgroundWork`), which serves no requests, so an import's work never
 * waits in a shopper's event loop (issue 24 point 2). Each runs server/start.ts's worker half: its
 * own database pool, caches and catalogue index, following the others' changes through
 * PostgreSQL's LISTEN/NOTIFY (catalog/catalogChanges.ts). Resolves once every serving worker
 * listens and the background one is ready; a worker that dies before that stops the start (its
 * error is printed). Afterwards a worker that dies is replaced by one of the same part, and
 * SIGTERM or SIGINT drains them all before the primary exits.
 */
export function runWorkers(count: number): Promise<void> {
  let stopping = false;
  let started = false;
  let restartDelayMs = FIRST_RESTART_DELAY_MS;
  const roles = new Map<number, Role>();

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

  cluster.setupPrimary({
    execArgv: workerExecArgv(
      count,
      availableParallelism(),
      process.execArgv,
      process.env.NODE_OPTIONS,
    ),
  });
  return new Promise((resolve, reject) => {
    let ready = 0;
    const fork = (role: Role) => {
      const worker = cluster.fork({ [PROCESS_ROLE_VARIABLE]: role });
      roles.set(worker.id, role);
      const onReady = () => {
        if (!started) {
          if (role === 'background')
            console.log(
              `Worker ${worker.id} (pid ${worker.process.pid}) does the background work: catalogue imports and upkeep`,
            );
          ready += 1;
          if (ready < count + 1) return;
          started = true;
          resolve();
          return;
        }
        console.log(`Worker ${worker.id} (pid ${worker.process.pid}) ${REPLACED[role]}`);
        // Working again: the next death is met with the shortest wait.
        restartDelayMs = FIRST_RESTART_DELAY_MS;
      };
      if (role === 'serve') worker.once('listening', onReady);
      else
        worker.on('message', (message) => {
          if (message === BACKGROUND_READY) onReady();
        });
    };

    cluster.on('exit', (worker, code, signal) => {
      const role = roles.get(worker.id) ?? 'serve';
      roles.delete(worker.id);
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
        if (!stopping) fork(role);
      }, restartDelayMs);
      restartDelayMs = Math.min(restartDelayMs * 2, LONGEST_RESTART_DELAY_MS);
    });
    for (let n = 0; n < count; n++) fork('serve');
    fork('background');
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
