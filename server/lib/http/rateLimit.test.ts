import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../db';
import { createTestDb } from '../../testing';
import { consumeRateLimit, type RateLimit } from './rateLimit';

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.close();
});

const keys = async () =>
  (await db.query<{ key: string }>(`SELECT key FROM rate_limits ORDER BY key`)).map((r) => r.key);

/**
 * The counters of finished windows are deleted by the server's upkeep, not by each request: a
 * request counts only its own key's row, so the old ones are only space.
 */
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

const TEN_MINUTES: RateLimit = { limit: 3, windowSeconds: 600 };
/** What consumeRateLimit reads of a request: the server's database. */
const attempt = (key: string) =>
  consumeRateLimit({ server: { db } } as unknown as FastifyRequest, key, TEN_MINUTES).then(
    () => 'counted',
    (error: { status: number; message: string }) => `${error.status} ${error.message}`,
  );
const windowOf = async (key: string) =>
  (
    await db.query<{ count: number; age: number }>(
      `SELECT count, extract(epoch FROM now() - window_start)::float8 AS age
         FROM rate_limits WHERE key = $1`,
      [key],
    )
  )[0];

it('a window starts at the first attempt, whatever the clock: one begun 9 minutes ago still refuses', async () => {
  await db.query(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ('recent', now() - interval '9 minutes', 3)`,
  );
  expect(await attempt('recent')).toBe(
    '429 Слишком много попыток. Попробуйте снова через 1 минуту.',
  );
  expect((await windowOf('recent'))?.count).toBe(4);
});

it('an attempt after its window ended starts a new window of its own', async () => {
  await db.query(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ('past', now() - interval '11 minutes', 30)`,
  );
  expect(await attempt('past')).toBe('counted');
  const window = await windowOf('past');
  expect(window?.count).toBe(1);
  expect(window?.age).toBeLessThan(60);
});

it('parallel attempts share one counter: exactly the limit of them pass', async () => {
  const answers = await Promise.all(Array.from({ length: 8 }, () => attempt('parallel')));
  expect(answers.filter((answer) => answer === 'counted')).toHaveLength(TEN_MINUTES.limit);
  expect(answers.filter((answer) => answer.startsWith('429 '))).toHaveLength(5);
  expect((await windowOf('parallel'))?.count).toBe(8);
});
