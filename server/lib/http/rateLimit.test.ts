import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../db';
import { createTestDb } from '../../testing';

/**
 * The counters of finished windows are deleted by the server's upkeep, not by each request: a
 * request counts only its own window's row, so the old ones are only space.
 */
let db: Db;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.close();
});

const keys = async () =>
  (await db.query<{ key: string }>(`SELECT key FROM rate_limits ORDER BY key`)).map((r) => r.key);

it('a started server deletes the counters of windows over a day old and keeps the others', async () => {
  await db.query(
    `INSERT INTO rate_limits (key, window_start, count)
     VALUES ('old', now() - interval '2 days', 3), ('current', now() - interval '1 minute', 1)`,
  );
  const app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
  try {
    await app.ready();
    await expect.poll(keys).toEqual(['current']);
  } finally {
    await app.close();
  }
});
