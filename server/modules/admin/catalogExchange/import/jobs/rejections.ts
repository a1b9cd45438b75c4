import type { Queryable } from '../../shared';
import { storableText } from '../rows';
import type { Rejection } from '../rows/types';

/** A rejection with the record's original cells, as the report gives them back. */
export interface StoredRejection extends Rejection {
  cells: string[];
}

/**
 * Stores a batch's rejections in one statement. `onlyNewLines`: the apply re-checks rows the dry
 * run may have refused already; a line refused before is not listed twice. Resolves to the
 * number of rows (lines) newly refused. A NUL in a column the import does not read is kept as
 * U+FFFD (the database holds no NUL).
 */
export async function storeRejections(
  tx: Queryable,
  jobId: number,
  rejections: readonly StoredRejection[],
  onlyNewLines = false,
): Promise<number> {
  if (!rejections.length) return 0;
  const rows = await tx.query<{ line: number }>(
    `INSERT INTO catalog_import_rejections (job_id, line, "column", reason, cells)
     SELECT $1, u.line, u.col, u.reason, ARRAY(SELECT jsonb_array_elements_text(u.cells::jsonb))
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS u(line, col, reason, cells)
      WHERE NOT $6 OR NOT EXISTS (SELECT 1 FROM catalog_import_rejections r
                                   WHERE r.job_id = $1 AND r.line = u.line)
     RETURNING line`,
    [
      jobId,
      rejections.map((r) => r.line),
      rejections.map((r) => r.column),
      rejections.map((r) => r.reason),
      rejections.map((r) => JSON.stringify(r.cells.map(storableText))),
      onlyNewLines,
    ],
  );
  return new Set(rows.map((row) => row.line)).size;
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
