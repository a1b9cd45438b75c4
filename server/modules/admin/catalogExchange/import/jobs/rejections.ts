import type { Queryable } from '../../shared';
import { storableText } from '../rows';
import type { Rejection } from '../rows/types';

/** A rejection with the record's original cells, as the report gives them back. */
export interface StoredRejection extends Rejection {
  cells: string[];
}

/**
 * Stores a dry run's rejections in one statement. A NUL in a column the import does not read is
 * kept as U+FFFD (the database holds no NUL).
 */
export async function storeRejections(
  tx: Queryable,
  jobId: number,
  rejections: readonly StoredRejection[],
): Promise<void> {
  if (!rejections.length) return;
  await tx.query(INSERT_REJECTIONS, rejectionParams(jobId, rejections, false));
}

/**
 * $1 the job, $2–$5 the rejections' columns, $6 only new lines: the apply re-checks rows the dry
 * run may have refused already, and a line refused before is not listed twice. Returns each
 * stored line.
 */
const INSERT_REJECTIONS = `INSERT INTO catalog_import_rejections (job_id, line, "column", reason, cells)
     SELECT $1, u.line, u.col, u.reason, ARRAY(SELECT jsonb_array_elements_text(u.cells::jsonb))
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS u(line, col, reason, cells)
      WHERE NOT $6 OR NOT EXISTS (SELECT 1 FROM catalog_import_rejections r
                                   WHERE r.job_id = $1 AND r.line = u.line)
     RETURNING line`;

const rejectionParams = (
  jobId: number,
  rejections: readonly StoredRejection[],
  onlyNewLines: boolean,
) => [
  jobId,
  rejections.map((r) => r.line),
  rejections.map((r) => r.column),
  rejections.map((r) => r.reason),
  rejections.map((r) => JSON.stringify(r.cells.map(storableText))),
  onlyNewLines,
];

/** What one applied batch adds to its job besides its refusals. */
export interface AppliedBatch {
  created: number;
  updated: number;
  /** The batch's last line: a resumed apply starts after it. */
  checkpointLine: number;
  fileProblems: readonly string[];
}

/**
 * An applied batch's end in one statement: its refusals not listed yet (the dry run's stay as they
 * are) and the job's counters and checkpoint. It needs no answer of the batch's writes, so it goes
 * to the database with them and the COMMIT, in one trip.
 */
export async function storeAppliedBatch(
  tx: Queryable,
  jobId: number,
  rejections: readonly StoredRejection[],
  batch: AppliedBatch,
): Promise<void> {
  await tx.query(
    `WITH stored AS (${INSERT_REJECTIONS})
     UPDATE catalog_import_jobs
        SET rows_applied = rows_applied + $7::int + $8::int, created = created + $7::int,
            updated = updated + $8::int,
            rejected = rejected + (SELECT count(DISTINCT line) FROM stored)::int,
            checkpoint_line = $9, file_problems = file_problems || $10::text[]
      WHERE id = $1`,
    [
      ...rejectionParams(jobId, rejections, true),
      batch.created,
      batch.updated,
      batch.checkpointLine,
      batch.fileProblems,
    ],
  );
}

const REJECTIONS_PAGE_SIZE = 50;

export async function rejectionsPage(
  db: Queryable,
  jobId: number,
  page: number,
): Promise<{ items: Rejection[]; total: number; page: number; pageSize: number }> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM catalog_import_rejections WHERE job_id = $1',
    [jobId],
  );
  const items = await db.query<Rejection>(
    `SELECT line, "column", reason FROM catalog_import_rejections WHERE job_id = $1
      ORDER BY line, ctid LIMIT $2 OFFSET $3`,
    [jobId, REJECTIONS_PAGE_SIZE, (page - 1) * REJECTIONS_PAGE_SIZE],
  );
  return { items, total: count?.total ?? 0, page, pageSize: REJECTIONS_PAGE_SIZE };
}
