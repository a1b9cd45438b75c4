import type { Db, Schema } from '../shared';

const RECENT = 20;
const PROBLEMS_SHOWN = 100;

/** issue 28 point 3: the last imports of 1C's files, with what they could not map, for staff. */
export async function recentImports(db: Db): Promise<Schema<'Exchange1cImport'>[]> {
  return db.query<Schema<'Exchange1cImport'>>(
    `SELECT i.id, i.file_name AS "fileName", i.status, i.partial, i.total,
            i.checkpoint AS written, i.created, i.updated, i.unchanged, i.skipped, i.deactivated, i.error,
            coalesce((SELECT json_agg(json_build_object('item', p.item, 'reason', p.reason))
                        FROM (SELECT item, reason FROM exchange_1c_problems
                               WHERE import_id = i.id ORDER BY item LIMIT $2) p), '[]')
              AS problems,
            (SELECT count(*)::int FROM exchange_1c_problems WHERE import_id = i.id)
              AS "problemCount",
            i.created_at AS "createdAt", i.finished_at AS "finishedAt"
       FROM exchange_1c_imports i
      ORDER BY i.id DESC LIMIT $1`,
    [RECENT, PROBLEMS_SHOWN],
  );
}
