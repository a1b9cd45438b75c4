import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../shared';
import { importsDir } from './upload';

/** How often a process looks for import files and rejected rows past their retention. */
export const LEFTOVERS_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** @internal exported for a test only */
export const EXPIRED_MESSAGE = 'Файл ждал решения дольше срока хранения и отменён';

/** Jobs whose file is still to be read: the sweep leaves their files alone. */
const OPEN_STATUSES = ['checking', 'checked', 'applying'];

/**
 * issue 22 point 4: what a catalogue import leaves behind is deleted `days` after its job ended
 * (the database's clock): the rejected rows of a done, failed or discarded job; a checked job
 * nobody decided on is discarded, as a discard by hand would (its file and rejected rows). Then every file in the imports folder older than that which
 * no open job names (a finished job's file the process could not remove, an upload no job took).
 * The jobs themselves stay, small, for the history. Processes may sweep at once: each step is
 * one statement, and removing a removed file is no error.
 */
export async function sweepImportLeftovers(db: Db, dataDir: string, days: number): Promise<void> {
  const expired = await db.transaction(async (tx) => {
    const jobs = await tx.query<{ id: number; stored_path: string }>(
      `UPDATE catalog_import_jobs
          SET status = 'discarded', finished_at = now(), error = $2
        WHERE status = 'checked' AND checked_at < now() - make_interval(days => $1)
        RETURNING id, stored_path`,
      [days, EXPIRED_MESSAGE],
    );
    await tx.query('DELETE FROM catalog_import_rejections WHERE job_id = ANY($1::int[])', [
      jobs.map((job) => job.id),
    ]);
    return jobs;
  });
  for (const job of expired) await rm(job.stored_path, { force: true });
  await db.query(
    `DELETE FROM catalog_import_rejections r USING catalog_import_jobs j
      WHERE r.job_id = j.id AND j.status IN ('done', 'failed', 'discarded')
        AND j.finished_at < now() - make_interval(days => $1)`,
    [days],
  );
  const dir = importsDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  if (!names.length) return;
  const open = await db.query<{ stored_path: string }>(
    'SELECT stored_path FROM catalog_import_jobs WHERE status = ANY($1::text[])',
    [OPEN_STATUSES],
  );
  const kept = new Set(open.map((job) => path.resolve(job.stored_path)));
  const before = Date.now() - days * 24 * 60 * 60 * 1000;
  for (const name of names) {
    const file = path.join(dir, name);
    if (kept.has(file)) continue;
    const written = await stat(file).catch(() => null);
    if (written && written.mtimeMs < before) await rm(file, { force: true });
  }
}
