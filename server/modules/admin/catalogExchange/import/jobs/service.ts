import { rm } from 'node:fs/promises';
import { HttpError, type Db } from '../../shared';
import { jobById, jobView, type CatalogImportJob, type JobRow } from './jobRows';
import { storableText } from '../rows';
import type { StoredUpload } from './upload';

const JOB_NOT_FOUND = 'Задание импорта не найдено';
/** @internal exported for a test only */
export const NOT_CHECKED_MESSAGE =
  'Задание не ждёт решения: записать или отменить можно только проверенный файл';
/** @internal exported for a test only */
export const HAS_REJECTIONS_MESSAGE = 'В файле есть строки с ошибками: ничего не записано';
/** @internal exported for a test only */
export const NOTHING_TO_WRITE_MESSAGE = 'В файле нет строк, которые можно записать';

const notFound = () => new HttpError(404, 'NOT_FOUND', JOB_NOT_FOUND);
const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

export async function existingJob(db: Db, id: number): Promise<JobRow> {
  const job = await jobById(db, id);
  if (!job) throw notFound();
  return job;
}

/** issue 14 point 5: the uploaded file becomes a job; the dry run starts at once. */
export async function createJob(
  db: Db,
  userId: number,
  upload: StoredUpload,
): Promise<CatalogImportJob> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO catalog_import_jobs (user_id, file_name, stored_path, size, started_at)
     VALUES ($1, $2, $3, $4, now()) RETURNING id`,
    [userId, storableText(upload.originalName.slice(0, 255)), upload.path, upload.size],
  );
  return jobView(await existingJob(db, (row as { id: number }).id));
}

/**
 * A checked job moves on by the staff member's decision, once: the job row is locked, so of
 * parallel calls one wins and the rest see it is no longer checked (409).
 */
async function decide(
  db: Db,
  id: number,
  decision: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], job: JobRow) => Promise<void>,
): Promise<CatalogImportJob> {
  await db.transaction(async (tx) => {
    const [job] = await tx.query<JobRow>(
      'SELECT * FROM catalog_import_jobs WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!job) throw notFound();
    if (job.status !== 'checked') throw conflict(NOT_CHECKED_MESSAGE);
    await decision(tx, job);
  });
  return jobView(await existingJob(db, id));
}

/** issue 14 point 6: `valid` writes the good rows; `all` writes only a file without rejections. */
export function applyJob(db: Db, id: number, mode: 'valid' | 'all'): Promise<CatalogImportJob> {
  return decide(db, id, async (tx, job) => {
    // issue 25 point 3: a write of no rows would only read as done (the screen's buttons are off).
    if (job.to_create + job.to_update === 0) throw conflict(NOTHING_TO_WRITE_MESSAGE);
    if (mode === 'all' && job.rejected > 0) throw conflict(HAS_REJECTIONS_MESSAGE);
    await tx.query(
      `UPDATE catalog_import_jobs
          SET status = 'applying', mode = $2, started_at = now(), checkpoint_line = 0,
              rows_applied = 0, created = 0, updated = 0, lease_owner = NULL,
              lease_until = '-infinity'
        WHERE id = $1`,
      [id, mode],
    );
  });
}

/** issue 22 point 4: a discarded job keeps neither its file nor its rejected rows. */
export async function discardJob(db: Db, id: number): Promise<CatalogImportJob> {
  let path = '';
  const job = await decide(db, id, async (tx, row) => {
    path = row.stored_path;
    await tx.query(
      `UPDATE catalog_import_jobs SET status = 'discarded', finished_at = now() WHERE id = $1`,
      [id],
    );
    await tx.query('DELETE FROM catalog_import_rejections WHERE job_id = $1', [id]);
  });
  await rm(path, { force: true });
  return job;
}
