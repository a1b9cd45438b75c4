import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { watchDiskSpace } from './diskWatch';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-disk-watch-'));

/** A bare app with the settings the watch reads, whose log lines are kept. */
async function watching(below: number) {
  const lines: { level: number; msg: string; dataDir?: string; freeMb?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.decorate('config', { backgroundWork: true, dataDir } as AppConfig);
  const check = watchDiskSpace(app, below);
  await check();
  await app.close();
  return lines.filter((line) => line.level >= 40);
}

describe('the data folder’s disk watched', () => {
  it('warns, naming the folder and its free megabytes, when the disk has less room than allowed', async () => {
    const [warning, ...more] = await watching(Number.MAX_SAFE_INTEGER);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({
      level: 40,
      msg: 'the data folder’s disk is nearly full: free space there before writes start to fail',
      dataDir,
    });
    expect(warning?.freeMb).toBeGreaterThanOrEqual(0);
  });

  it('says nothing while the disk has room', async () => {
    expect(await watching(0)).toEqual([]);
  });
});
