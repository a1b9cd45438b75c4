import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { isDbUnavailable, type Db } from '../../shared';
import { rm } from 'node:fs/promises';
import { jobById, type JobRow } from './jobRows';
import { JobFailure, LeaseLost, LEASE_SECONDS } from './lease';
import { runApply, runDryRun } from './phases';

const TICK_MS = 1000;
const RENEW_MS = 3000;

export interface ImportRunner {
  /** The runner's lease name, unique per runner. */
  readonly owner: string;
  /** Look for work now instead of at the next tick (a job was created or applied). */
  wake(): void;
  /** Stops taking jobs, lets the current batch end and hands the job back (lease released). */
  stop(): Promise<void>;
}

/** What a runner is given (import jobs/routes.ts builds it from the app). */
export interface ImportRunnerDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** After an import is applied: every process shows the catalogue as it is now. */
  announceCatalogChange(): Promise<void>;
  /** Resolves when a batch may start without holding up a shopper (lib/http/requestsAnswered.ts). */
  giveWay?: () => Promise<void>;
}

const runners = new Map<Db, Set<ImportRunner>>();

/**
 * Wakes the runners of this process on `db` and says how many there were: none in a serving
 * worker of a cluster, whose background process finds the job on its next tick.
 */
export function wakeImportRunners(db: Db): number {
  const here = runners.get(db) ?? new Set();
  for (const runner of here) runner.wake();
  return here.size;
}

/**
 * issue 14 point 5: the background worker of catalogue import jobs. Every second, and at once when
 * woken, it takes one job that needs work (checking or applying) whose lease is free or expired,
 * with one UPDATE … RETURNING, so two processes (or two runners) never take the same job. It keeps
 * the lease while working; every batch transaction checks it still holds it before writing.
 */
export function startImportRunner({
  db,
  log,
  announceCatalogChange,
  giveWay = () => Promise.resolve(),
}: ImportRunnerDeps): ImportRunner {
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  /** Per job: the times this runner handed it back for an unreachable database. */
  const outages = new Map<number, number>();

  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, TICK_MS);
    timer.unref();
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch((error: unknown) => log.error({ err: error }, 'catalogue import runner failed'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          setImmediate(tick);
        } else schedule();
      });
  };

  async function work(): Promise<void> {
    while (!stopped) {
      const job = await takeJob(db, owner);
      if (!job) return;
      await runJob(job);
    }
  }

  async function runJob(job: JobRow): Promise<void> {
    const renew = setInterval(() => {
      void db
        .query(
          `UPDATE catalog_import_jobs SET lease_until = now() + make_interval(secs => $3)
            WHERE id = $1 AND lease_owner = $2`,
          [job.id, owner, LEASE_SECONDS],
        )
        .catch(() => undefined);
    }, RENEW_MS);
    renew.unref();
    try {
      const lease = { db, jobId: job.id, owner, stopped: () => stopped, giveWay };
      if (job.status === 'checking') await runDryRun(lease, job);
      else {
        const finished = await runApply(lease, job, announceCatalogChange);
        if (finished) await rm(job.stored_path, { force: true });
      }
    } catch (error) {
      if (error instanceof LeaseLost) return;
      const handedBack = outages.get(job.id) ?? 0;
      if (isDbUnavailable(error) && handedBack < OUTAGE_RETRIES) {
        outages.set(job.id, handedBack + 1);
        // The batch rolled back whole; the job goes back to be resumed from its checkpoint, so
        // a database outage leaves no file half-written (issue 22 point 4).
        log.warn({ err: error, job: job.id }, 'catalogue import job paused: no database');
        await handBack(db, owner).catch(() => undefined);
        return;
      }
      log.error({ err: error, job: job.id }, 'catalogue import job failed');
      // A failed job is not retried (its error says why), so its file is of no more use.
      if (await failJob(db, job.id, owner, error)) await rm(job.stored_path, { force: true });
    } finally {
      clearInterval(renew);
    }
  }

  const runner: ImportRunner = {
    owner,
    wake: () => {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = null;
      setImmediate(tick);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      runners.get(db)?.delete(runner);
      // Hand the job back at once rather than after the lease runs out.
      await handBack(db, owner).catch(() => undefined);
    },
  };
  let set = runners.get(db);
  if (!set) runners.set(db, (set = new Set()));
  set.add(runner);
  schedule();
  return runner;
}

/** Lets any runner take `owner`'s job now (when the database answers; else the lease runs out). */
function handBack(db: Db, owner: string) {
  return db.query(
    `UPDATE catalog_import_jobs SET lease_owner = NULL, lease_until = '-infinity'
      WHERE lease_owner = $1`,
    [owner],
  );
}

/**
 * How often one runner hands a job back for an unreachable database. A statement that always runs
 * past `statement_timeout` reads as one too, so after this many the job fails instead.
 */
const OUTAGE_RETRIES = 20;

/** One job that needs work and whose lease ran out, now leased to `owner`. */
async function takeJob(db: Db, owner: string): Promise<JobRow | null> {
  const [taken] = await db.query<{ id: number }>(
    `UPDATE catalog_import_jobs
        SET lease_owner = $1, lease_until = now() + make_interval(secs => $2)
      WHERE id = (SELECT id FROM catalog_import_jobs
                   WHERE status IN ('checking', 'applying') AND lease_until < now()
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        AND lease_until < now()
      RETURNING id`,
    [owner, LEASE_SECONDS],
  );
  return taken ? jobById(db, taken.id) : null;
}

/** @internal exported for a test only */
export const JOB_FAILED_MESSAGE = 'Импорт остановлен из-за ошибки сервера. Записанное сохранено.';

/** Marks the job failed if this runner still holds it; true when it did. */
async function failJob(db: Db, id: number, owner: string, error: unknown): Promise<boolean> {
  const message = error instanceof JobFailure ? error.message : JOB_FAILED_MESSAGE;
  const failed = await db
    .query(
      `UPDATE catalog_import_jobs
          SET status = 'failed', error = $3, finished_at = now(), lease_owner = NULL,
              lease_until = '-infinity'
        WHERE id = $1 AND lease_owner = $2
        RETURNING id`,
      [id, owner, message],
    )
    .catch(() => []);
  return failed.length > 0;
}
