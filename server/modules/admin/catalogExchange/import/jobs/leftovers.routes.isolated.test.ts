import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../shared';
import { staffSuite, type Db, type Visitor } from '../../testing';
import { batchRecords } from './phases';
import { EXPIRED_MESSAGE, sweepImportLeftovers } from './retention';
import { NOT_CHECKED_MESSAGE } from './service';
import {
  checkedJob,
  csv,
  JOBS,
  newRosesFile,
  rosesDemo,
  settled,
  uploadFile,
  type Job,
  type RosesDemo,
} from './testUpload';
import { importsDir } from './upload';

/**
 * A gate in the dry run: while `held` is set, the dry run's second products lookup waits for it,
 * after its first batch is committed. A test sees that state (rows read) and acts while the dry
 * run is still checking, whatever the machine's speed. The lookup is sent at once and only its
 * answer held: its caller may send a COMMIT right behind it.
 */
const gate = vi.hoisted(() => ({
  held: null as null | { lookups: number; release: Promise<void> },
}));

vi.mock('./existing', async (importOriginal) => {
  const original = await importOriginal<typeof import('./existing')>();
  return {
    ...original,
    loadExisting: (db: Queryable, keys: Parameters<typeof original.loadExisting>[1]) => {
      const found = original.loadExisting(db, keys);
      const held = gate.held;
      return held && (held.lookups += 1) === 2 ? held.release.then(() => found) : found;
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
  demo = await rosesDemo(db);
});

const productCount = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;

const storedRejections = async (jobId: number) =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM catalog_import_rejections WHERE job_id = $1',
      [jobId],
    )
  )[0]!.n;

const storedPath = async (jobId: number) =>
  (
    await db.query<{ stored_path: string }>(
      'SELECT stored_path FROM catalog_import_jobs WHERE id = $1',
      [jobId],
    )
  )[0]!.stored_path;

/** One good row and one whose price is no number. */
/** One price change (`price`) and one row refused. */
const oneBadRow = (price = 1234) =>
  csv([
    ['CODE', 'PRICE_BASE'],
    [demo.product.code, price],
    [demo.product.code + '-missing', 'дорого'],
  ]);

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('issue 22 point 6: apply and discard while the dry run is checking', () => {
  it('issue 22 point 6: both answer 409 with a Russian text and write nothing; the dry run then ends as usual', async () => {
    const rows = batchRecords(db.engine) + 10;
    const file = newRosesFile(demo, 'held-check', rows);
    const count = await productCount();
    const changes = await db.query('SELECT id FROM staff_changes');
    let release = () => undefined as void;
    gate.held = { lookups: 0, release: new Promise<void>((r) => (release = r)) };
    try {
      const upload = await uploadFile(app, admin, file);
      expect(upload.statusCode, upload.body).toBe(202);
      const id = upload.json<Job>().id;
      // The first batch is committed and the dry run waits at the gate: still checking.
      for (;;) {
        const job = (await admin.get(`${JOBS}/${id}`)).json<Job>();
        expect(job.status).toBe('checking');
        if (job.rowsRead === batchRecords(db.engine)) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const path = await storedPath(id);

      for (const response of [
        await admin.post(`${JOBS}/${id}/apply`, { mode: 'valid' }),
        await admin.post(`${JOBS}/${id}/apply`, { mode: 'all' }),
        await admin.post(`${JOBS}/${id}/discard`, {}),
      ]) {
        expect(response.statusCode, response.body).toBe(409);
        expect(errorOf(response)).toEqual({ code: 'CONFLICT', message: NOT_CHECKED_MESSAGE });
      }
      const job = (await admin.get(`${JOBS}/${id}`)).json<Job>();
      expect(job).toMatchObject({ status: 'checking', mode: null, rowsApplied: 0 });
      expect(await productCount()).toBe(count);
      expect(await db.query('SELECT id FROM staff_changes')).toHaveLength(changes.length);
      expect(existsSync(path)).toBe(true);

      release();
      expect(await settled(admin, id)).toMatchObject({
        status: 'checked',
        rowsRead: rows,
        toCreate: rows,
        rejected: 0,
      });
      expect(await productCount()).toBe(count);
    } finally {
      release();
      gate.held = null;
    }
  });
});

describe('issue 22 point 4: rejected rows and uploaded files do not stay', () => {
  it('issue 22 point 4: a discard deletes the job’s rejected rows and its file', async () => {
    const job = await checkedJob(app, admin, oneBadRow());
    expect(job).toMatchObject({ status: 'checked', rejected: 1 });
    const file = await storedPath(job.id);
    expect(existsSync(file)).toBe(true);
    expect(await storedRejections(job.id)).toBe(1);

    const discarded = await admin.post(`${JOBS}/${job.id}/discard`, {});
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json<Job>().status).toBe('discarded');
    expect(await storedRejections(job.id)).toBe(0);
    expect(existsSync(file)).toBe(false);
    const page = await admin.get(`${JOBS}/${job.id}/rejections`);
    expect(page.json<{ total: number }>().total).toBe(0);
  });

  it('issue 22 point 4: after the retention period the sweep deletes rejected rows and files, and discards a checked file nobody decided on; younger ones stay', async () => {
    const days = 7;
    const old = `now() - make_interval(days => ${days + 1})`;
    // A done job with its rejected row, ended 8 days ago; the same, ended yesterday.
    const done = await checkedJob(app, admin, oneBadRow(4321));
    await admin.post(`${JOBS}/${done.id}/apply`, { mode: 'valid' });
    expect(await settled(admin, done.id)).toMatchObject({ status: 'done', rejected: 1 });
    const recent = await checkedJob(app, admin, oneBadRow(4322));
    await admin.post(`${JOBS}/${recent.id}/apply`, { mode: 'valid' });
    expect(await settled(admin, recent.id)).toMatchObject({ status: 'done' });
    await db.query(`UPDATE catalog_import_jobs SET finished_at = ${old} WHERE id = $1`, [done.id]);
    await db.query(
      `UPDATE catalog_import_jobs SET finished_at = now() - interval '1 day' WHERE id = $1`,
      [recent.id],
    );
    // A checked file left 8 days; one checked today.
    const forgotten = await checkedJob(app, admin, oneBadRow());
    await db.query(`UPDATE catalog_import_jobs SET checked_at = ${old} WHERE id = $1`, [
      forgotten.id,
    ]);
    const waiting = await checkedJob(app, admin, oneBadRow());
    const forgottenFile = await storedPath(forgotten.id);
    const waitingFile = await storedPath(waiting.id);
    // Files no job names: one written 8 days ago (an upload no job took), one just now.
    const dir = importsDir(app.config.dataDir);
    await mkdir(dir, { recursive: true });
    const stray = path.join(dir, 'stray-old.csv');
    const fresh = path.join(dir, 'stray-new.csv');
    await writeFile(stray, 'CODE\r\n');
    await writeFile(fresh, 'CODE\r\n');
    const longAgo = new Date(Date.now() - (days + 1) * 24 * 60 * 60 * 1000);
    await utimes(stray, longAgo, longAgo);

    await sweepImportLeftovers(db, app.config.dataDir, days);

    expect(await storedRejections(done.id)).toBe(0);
    expect(await storedRejections(recent.id)).toBe(1);
    const swept = (await admin.get(`${JOBS}/${forgotten.id}`)).json<Job>();
    expect(swept).toMatchObject({ status: 'discarded', error: EXPIRED_MESSAGE });
    expect(await storedRejections(forgotten.id)).toBe(0);
    expect(existsSync(forgottenFile)).toBe(false);
    expect((await admin.get(`${JOBS}/${waiting.id}`)).json<Job>().status).toBe('checked');
    expect(existsSync(waitingFile)).toBe(true);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(await storedRejections(waiting.id)).toBe(1);
  });
});
