import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffSuite, type Visitor } from '../../testing';
import { postWithFile, settled } from './testUpload';
import { importsDir } from './upload';

let app: FastifyInstance;
let admin: Visitor;

const suite = staffSuite();
beforeAll(() => {
  ({ app, admin } = suite);
});

const storedFiles = async () =>
  readdir(importsDir(app.config.dataDir)).catch((error: { code?: string }) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

const formWithFile = (fields: Record<string, string>, bytes: Buffer) =>
  postWithFile(app, admin, fields, bytes);

describe('issue 14 point 5: an uploaded file no job takes is not kept', () => {
  it('a file sent with another action, or with a form the validation refuses, leaves nothing on disk', async () => {
    const before = await storedFiles();
    const bytes = Buffer.from('CODE;PRICE_BASE\r\nx;1\r\n');

    const withExport = await formWithFile({ action: 'exportTemplate', parameters: 'CODE' }, bytes);
    expect(withExport.statusCode).toBe(200);
    const refused = await formWithFile({ action: 'export', SECTION_ID: 'not-a-number' }, bytes);
    expect(refused.statusCode).toBe(400);

    // The file goes after the answer is sent (onResponse), a moment after inject resolves.
    await expect.poll(storedFiles).toEqual(before);
  });

  it('the file of an import stays until its job is done with it', async () => {
    const response = await formWithFile({ action: 'import' }, Buffer.from('CODE\r\nx\r\n'));
    expect(response.statusCode, response.body).toBe(202);
    const job = response.json<{ id: number }>();
    const [stored] = await app.db.query<{ stored_path: string }>(
      'SELECT stored_path FROM catalog_import_jobs WHERE id = $1',
      [job.id],
    );
    const name = stored?.stored_path.split(/[\\/]/).pop();
    // The answer's release hook must leave the job's file alone. A later upload that no job takes
    // goes from the disk through the same hook: once it has gone, the hook has run for both.
    const withJob = await storedFiles();
    const refused = await formWithFile(
      { action: 'export', SECTION_ID: 'not-a-number' },
      Buffer.from('CODE\r\nx\r\n'),
    );
    expect(refused.statusCode).toBe(400);
    await expect.poll(storedFiles).toEqual(withJob);
    expect(withJob).toContain(name);
  });

  it('a job that fails (a header without a key column) removes its file', async () => {
    const response = await formWithFile({ action: 'import' }, Buffer.from('NAME\r\nx\r\n'));
    expect(response.statusCode, response.body).toBe(202);
    const job = await settled(admin, response.json<{ id: number }>().id);
    expect(job).toMatchObject({ status: 'failed' });
    expect(job.error).toMatch(/нет ключевой колонки/);
    const [row] = await app.db.query<{ stored_path: string }>(
      'SELECT stored_path FROM catalog_import_jobs WHERE id = $1',
      [job.id],
    );
    // The file goes right after the status is written.
    const name = row?.stored_path.split(/[\\/]/).pop();
    await expect.poll(storedFiles).not.toContain(name);
  });
});
