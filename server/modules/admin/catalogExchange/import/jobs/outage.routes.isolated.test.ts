import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { staffSuite, type Db, type Visitor } from '../../testing';
import { batchRecords } from './phases';
import { checkedJob, JOBS, newRosesFile, rosesDemo, settled, type RosesDemo } from './testUpload';

/** While armed, the apply's second batch write fails once as a lost database connection does. */
const outage = vi.hoisted(() => ({ armed: false, writes: 0 }));

vi.mock('./write', async (importOriginal) => {
  const original = await importOriginal<typeof import('./write')>();
  return {
    ...original,
    writePatches: async (...args: Parameters<typeof original.writePatches>) => {
      if (outage.armed && (outage.writes += 1) === 2) {
        outage.armed = false;
        throw new Error('Connection terminated unexpectedly');
      }
      return original.writePatches(...args);
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

describe('issue 22 point 4: nothing half-written when the database goes away during the write', () => {
  it('issue 22 point 4: a batch that loses its connection rolls back, the job resumes from its checkpoint and the file is written whole, every row once', async () => {
    const rows = batchRecords(db.engine) + 300;
    const job = await checkedJob(app, admin, newRosesFile(demo, 'outage', rows));
    expect(job).toMatchObject({ status: 'checked', toCreate: rows, rejected: 0 });
    outage.armed = true;
    outage.writes = 0;
    const applied = await admin.post(`${JOBS}/${job.id}/apply`, { mode: 'valid' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await settled(admin, job.id)).toMatchObject({
      status: 'done',
      rowsApplied: rows,
      error: null,
    });
    expect(outage.armed).toBe(false);
    const [written] = await db.query<{ n: number; codes: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT code)::int AS codes FROM products
        WHERE code LIKE 'outage-%'`,
    );
    expect(written).toEqual({ n: rows, codes: rows });
  });
});
