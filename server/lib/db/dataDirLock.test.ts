import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './pgliteDb';

describe('an embedded data folder is opened by one database at a time', () => {
  let parent = '';
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('refuses a second opener while the first has it, and opens again after its close', async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'data-dir-lock-'));
    const folder = path.join(parent, 'pgdata');
    const first = await openPglite({ dataDir: folder });
    await first.query('CREATE TABLE kept (n int)');
    await first.query('INSERT INTO kept VALUES (1)');
    const second = openPglite({ dataDir: folder });
    await expect(second).rejects.toThrow(`is open in process ${process.pid} (this one)`);
    expect(await first.query('SELECT n FROM kept')).toEqual([{ n: 1 }]);
    await first.close();
    expect(existsSync(`${folder}.lock`)).toBe(false);

    const again = await openPglite({ dataDir: folder });
    expect(await again.query('SELECT n FROM kept')).toEqual([{ n: 1 }]);
    await again.close();
  });

  it('takes over the lock of a process that is gone (killed before it closed)', async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'data-dir-lock-'));
    const folder = path.join(parent, 'pgdata');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${folder}.lock`, String(gone));
    const db = await openPglite({ dataDir: folder });
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
  });
});
