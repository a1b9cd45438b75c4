import type { Queryable, Schema } from '../../shared';
import type { StoredChoices } from '../mapping';

export type JobStatus = 'checking' | 'checked' | 'applying' | 'done' | 'failed' | 'discarded';

/** A catalog_import_jobs row as the runner and the routes read it. */
export interface JobRow extends StoredChoices {
  id: number;
  user_id: number | null;
  file_name: string;
  stored_path: string;
  size: number;
  status: JobStatus;
  format: 'shop' | 'bitrix' | null;
  encoding: 'utf-8' | 'windows-1251' | null;
  delimiter: ';' | ',' | '\t' | null;
  header: string[] | null;
  warnings: string[];
  /** issue 25 point 3: why rows cannot be written, once for the file. */
  file_problems: string[];
  bytes_read: number;
  rows_read: number;
  rows_applied: number;
  to_create: number;
  to_update: number;
  unchanged: number;
  rejected: number;
  created: number;
  updated: number;
  mode: 'valid' | 'all' | null;
  checkpoint_line: number;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  /** Now on the database's clock, so speed does not depend on this process's clock. */
  now: Date;
  author: string | null;
}

/** openapi.yaml CatalogImportJob. */
export type CatalogImportJob = Schema<'CatalogImportJob'>;

const SELECT_JOB = `
  SELECT j.*, now() AS now, coalesce(nullif(u.name, ''), u.email) AS author
    FROM catalog_import_jobs j LEFT JOIN users u ON u.id = j.user_id`;

export async function jobById(db: Queryable, id: number): Promise<JobRow | null> {
  const [row] = await db.query<JobRow>(`${SELECT_JOB} WHERE j.id = $1`, [id]);
  return row ?? null;
}

export async function recentJobs(db: Queryable, limit = 20): Promise<JobRow[]> {
  return db.query<JobRow>(`${SELECT_JOB} ORDER BY j.created_at DESC, j.id DESC LIMIT $1`, [limit]);
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The job as the screen shows it. Progress is the current phase's share: the dry run's bytes read
 * of the file, the apply's rows written of those to write. Speed counts from the phase's start.
 */
export function jobView(row: JobRow): CatalogImportJob {
  const applying = row.status === 'applying' || (row.status === 'done' && row.mode !== null);
  const toWrite = row.to_create + row.to_update;
  const finished = ['checked', 'done', 'failed', 'discarded'].includes(row.status);
  const progress = finished
    ? 1
    : applying
      ? toWrite === 0
        ? 0
        : clamp(row.rows_applied / toWrite)
      : row.size === 0
        ? 0
        : clamp(row.bytes_read / row.size);
  const done = applying ? row.rows_applied : row.rows_read;
  const seconds = row.started_at
    ? (new Date(row.now).getTime() - new Date(row.started_at).getTime()) / 1000
    : 0;
  const working = row.status === 'checking' || row.status === 'applying';
  const rowsPerSecond = working && seconds > 0 && done > 0 ? done / seconds : null;
  let secondsLeft: number | null = null;
  if (rowsPerSecond !== null && progress > 0)
    secondsLeft = Math.max(0, (seconds * (1 - progress)) / progress);
  return {
    id: row.id,
    fileName: row.file_name,
    size: Number(row.size),
    status: row.status,
    format: row.format,
    encoding: row.encoding,
    delimiter: row.delimiter,
    progress,
    rowsRead: row.rows_read,
    rowsApplied: row.rows_applied,
    toCreate: row.to_create,
    toUpdate: row.to_update,
    unchanged: row.unchanged,
    rejected: row.rejected,
    rowsPerSecond: rowsPerSecond === null ? null : Math.round(rowsPerSecond),
    secondsLeft: secondsLeft === null ? null : Math.round(secondsLeft),
    mode: row.mode,
    error: row.error,
    warnings: row.warnings,
    fileProblems: row.file_problems,
    author: row.author ?? '',
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
