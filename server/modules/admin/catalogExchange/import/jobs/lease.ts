import type { Db, Queryable } from '../../shared';
import type { JobStatus } from './jobRows';

/** A job's lease: long enough for a slow batch, short enough that a stopped process's job soon moves on. */
export const LEASE_SECONDS = 10;

export interface Lease {
  db: Db;
  jobId: number;
  owner: string;
  /** The runner is stopping: end after the current batch. */
  stopped: () => boolean;
  /** Resolves when the next batch may start without holding up a shopper. */
  giveWay: () => Promise<void>;
}

/** The runner no longer holds the job (another took it, or it is stopping): write nothing more. */
export class LeaseLost extends Error {}

/** A failure whose Russian message the staff member reads on the job (e.g. a broken header). */
export class JobFailure extends Error {}

/**
 * First thing in every batch transaction: lock the job row, check this runner still holds it in
 * `status` and renew the lease, in one statement, so a runner whose lease another took over never
 * writes (issue 14 point 5).
 */
export async function holdJob(tx: Queryable, lease: Lease, status: JobStatus): Promise<void> {
  const held = await tx.query(
    `UPDATE catalog_import_jobs SET lease_until = now() + make_interval(secs => $2)
      WHERE id = $1 AND lease_owner = $3 AND status = $4
      RETURNING id`,
    [lease.jobId, LEASE_SECONDS, lease.owner, status],
  );
  if (!held.length) throw new LeaseLost();
}
