import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../shared';
import { staffSuite, type Db, type Visitor } from '../../testing';
import { batchRecords } from './phases';
import type { ImportRunner, ImportRunnerDeps } from './runner';
import { importRunnerDeps } from './routes';
import { startImportRunner } from './runner';
import {
  checkedJob,
  JOBS,
  newRosesFile,
  rosesDemo,
  settled,
  uploadFile,
  type Job,
  type RosesDemo,
} from './testUpload';

/**
 * The runners made in this file (the app's own included) and a hook inside every batch
 * transaction of either phase, so a test can stop the runner that holds a job right after a
 * given batch: the stop is then seen before the next batch, whatever the machine's speed.
 */
const hooks = vi.hoisted(() => ({
  runners: [] as ImportRunner[],
  onBatch: null as null | ((tx: Queryable, jobId: number) => Promise<void>),
  /** The suite's database, read from once an apply batch's COMMIT is answered. */
  db: null as null | Queryable,
}));

vi.mock('./runner', async (importOriginal) => {
  const original = await importOriginal<typeof import('./runner')>();
  return {
    ...original,
    startImportRunner: (deps: ImportRunnerDeps) => {
      const runner = original.startImportRunner(deps);
      hooks.runners.push(runner);
      return runner;
    },
  };
});

vi.mock('./rejections', async (importOriginal) => {
  const original = await importOriginal<typeof import('./rejections')>();
  return {
    ...original,
    storeRejections: async (...args: Parameters<typeof original.storeRejections>) => {
      await original.storeRejections(...args);
      await hooks.onBatch?.(args[0], args[1]);
    },
    // An apply batch sends this with its COMMIT, so its answer comes once the batch committed and
    // nothing more can be sent in the batch's transaction.
    storeAppliedBatch: async (...args: Parameters<typeof original.storeAppliedBatch>) => {
      await original.storeAppliedBatch(...args);
      await hooks.onBatch?.(hooks.db!, args[1]);
    },
  };
});

let db: Db;
let app: FastifyInstance;
let admin: Visitor;

const suite = staffSuite();

let demo: RosesDemo;

beforeAll(async () => {
  ({ db, app, admin } = suite);
  hooks.db = db;
  batchSize = batchRecords(db.engine);
  demo = await rosesDemo(db);
});

const started: ImportRunner[] = [];
afterAll(async () => {
  for (const runner of started) await runner.stop();
});

/** Stops whichever runner holds the job right after the next batch commits. */
function stopAfterNextBatch(): Promise<{ owner: string; stopped: Promise<void> }> {
  return new Promise((resolve) => {
    hooks.onBatch = async (tx, jobId) => {
      hooks.onBatch = null;
      const [job] = await tx.query<{ lease_owner: string }>(
        'SELECT lease_owner FROM catalog_import_jobs WHERE id = $1',
        [jobId],
      );
      const runner = hooks.runners.find((r) => r.owner === job?.lease_owner);
      if (!runner) throw new Error(`no runner of this file holds job ${jobId}`);
      resolve({ owner: runner.owner, stopped: runner.stop() });
    };
  });
}

/** Records per batch on the engine under test (set with the suite). */
let batchSize: number;
/** One and a half batches of new products; row 11 of each batch has a price that is no number. */
const rowCount = () => batchSize + Math.ceil(batchSize / 2);
const badRows = () => [10, batchSize + 10];
const code = (prefix: string, i: number) => `${prefix}-${String(i).padStart(5, '0')}`;

const bigFile = (prefix: string) =>
  newRosesFile(demo, prefix, rowCount(), (i) => (badRows().includes(i) ? 'дорого' : 1000 + i));

interface JobState {
  status: string;
  lease_owner: string | null;
  checkpoint_line: number;
  rows_read: number;
  rows_applied: number;
  created: number;
  updated: number;
  to_create: number;
  rejected: number;
}

const jobState = async (id: number) =>
  (
    await db.query<JobState>(
      `SELECT status, lease_owner, checkpoint_line, rows_read, rows_applied, created, updated,
              to_create, rejected
         FROM catalog_import_jobs WHERE id = $1`,
      [id],
    )
  )[0]!;

const productsLike = async (prefix: string) =>
  (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE code LIKE $1`, [
      `${prefix}-%`,
    ])
  )[0]!.n;

const rejectionLines = async (id: number) =>
  (
    await db.query<{ line: number }>(
      'SELECT line FROM catalog_import_rejections WHERE job_id = $1 ORDER BY line',
      [id],
    )
  ).map((r) => r.line);

/** The last line of the first batch: the header is line 1, one line per record after it. */
const firstCheckpoint = () => batchSize + 1;

describe('issue 14 point 5: a job resumes after its server process stops in the middle', () => {
  it('issue 14 point 5: an apply stopped after its first batch is taken over and ends done, every row written once, from its checkpoint', async () => {
    const prefix = 'resume-apply';
    const [ROWS, BAD] = [rowCount(), badRows()];
    const job = await checkedJob(app, admin, bigFile(prefix));
    expect(job).toMatchObject({ status: 'checked', toCreate: ROWS - 2, rejected: 2 });
    const countBefore = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')
    )[0]!.n;

    const stop = stopAfterNextBatch();
    expect((await admin.post(`${JOBS}/${job.id}/apply`, { mode: 'valid' })).statusCode).toBe(200);
    const { owner, stopped } = await stop;
    await stopped;
    expect(await jobState(job.id)).toMatchObject({
      status: 'applying',
      lease_owner: null,
      checkpoint_line: firstCheckpoint(),
      rows_applied: batchSize - 1,
      created: batchSize - 1,
    });
    expect(await productsLike(prefix)).toBe(batchSize - 1);
    const applying = (await admin.get(`${JOBS}/${job.id}`)).json<Job>();
    expect(applying).toMatchObject({ status: 'applying', rowsApplied: batchSize - 1 });

    // A row before the checkpoint edited meanwhile: a resume that wrote it again would undo this.
    await db.query(`UPDATE products SET name = 'Изменено после остановки' WHERE code = $1`, [
      code(prefix, 0),
    ]);
    // As a process killed without handing the job back: its lease is still there, expired.
    await db.query(
      `UPDATE catalog_import_jobs SET lease_owner = $2, lease_until = now() - interval '1 second'
        WHERE id = $1`,
      [job.id, owner],
    );
    const next = startImportRunner(importRunnerDeps(app));
    started.push(next);
    const done = await settled(admin, job.id);
    expect(done).toMatchObject({ status: 'done', rowsApplied: ROWS - 2, rejected: 2, error: null });
    expect(await jobState(job.id)).toMatchObject({ created: ROWS - 2, updated: 0 });
    expect(await productsLike(prefix)).toBe(ROWS - 2);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n).toBe(
      countBefore + ROWS - 2,
    );
    const [first] = await db.query<{ name: string }>('SELECT name FROM products WHERE code = $1', [
      code(prefix, 0),
    ]);
    expect(first?.name).toBe('Изменено после остановки');
    const [last] = await db.query<{ price: number }>(
      `SELECT pr.price::float8 AS price FROM products p JOIN prices pr ON pr.product_id = p.id
        WHERE p.code = $1 AND pr.price_type_id = 1`,
      [code(prefix, ROWS - 1)],
    );
    expect(last?.price).toBe(1000 + ROWS - 1);
    expect(await rejectionLines(job.id)).toEqual(BAD.map((i) => i + 2));
    const changes = await db.query<{ after: object }>(
      `SELECT after FROM staff_changes WHERE tool = 'catalog-exchange' AND subject = $1`,
      [`import:${job.id}`],
    );
    expect(changes).toEqual([
      { after: expect.objectContaining({ status: 'done', created: ROWS - 2, updated: 0 }) },
    ]);
  });

  it('issue 14 point 5: a dry run stopped after its first batch is checked again by the next runner, with exact counts and each rejection once', async () => {
    const prefix = 'resume-check';
    const [ROWS, BAD] = [rowCount(), badRows()];
    const stop = stopAfterNextBatch();
    const upload = await uploadFile(app, admin, bigFile(prefix));
    expect(upload.statusCode, upload.body).toBe(202);
    const id = upload.json<Job>().id;
    await (
      await stop
    ).stopped;
    expect(await jobState(id)).toMatchObject({
      status: 'checking',
      lease_owner: null,
      checkpoint_line: firstCheckpoint(),
      rows_read: batchSize,
      to_create: batchSize - 1,
      rejected: 1,
    });

    const next = startImportRunner(importRunnerDeps(app));
    started.push(next);
    expect(await settled(admin, id)).toMatchObject({
      status: 'checked',
      rowsRead: ROWS,
      toCreate: ROWS - 2,
      toUpdate: 0,
      unchanged: 0,
      rejected: 2,
      progress: 1,
      error: null,
    });
    expect(await rejectionLines(id)).toEqual(BAD.map((i) => i + 2));
    expect(await productsLike(prefix)).toBe(0);
    expect((await admin.post(`${JOBS}/${id}/discard`)).statusCode).toBe(200);
  });
});
