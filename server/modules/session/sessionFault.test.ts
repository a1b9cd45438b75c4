import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../lib/db';
import { csrfHeaders } from '../../lib/http/csrf';
import { createTestDb } from '../../testing';
import { SESSION_COOKIE } from './plugin';

/**
 * Issue 22: the failover drill saw a guest's change answered with Fastify's English 503
 * (`{"message":"Connection terminated unexpectedly"}`) when the connection broke just as the
 * answer left: the new session's clean-up statement failed in `onSend`, past the shop's error
 * handler. The database here refuses only that statement.
 */
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDb();
  const cleanUpFails: Db = new Proxy(db, {
    get(target, key) {
      if (key === 'query') {
        return (sql: string, params?: readonly unknown[]) =>
          sql.trimStart().startsWith('DELETE FROM sessions s')
            ? Promise.reject(new Error('Connection terminated unexpectedly'))
            : target.query(sql, params);
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  app = await buildApp({ db: cleanUpFails, config: { ...loadConfig({}), spaDir: null } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

it("keeps a new guest session's change and its cookie when the session's clean-up fails", async () => {
  const chosen = await app.inject({
    method: 'POST',
    url: '/api/location/setLocationId',
    payload: { locationId: 7 },
    headers: csrfHeaders,
  });
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json()).toMatchObject({ result: { id: 7 } });
  const cookie = chosen.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  expect(cookie).toBeTruthy();

  const [row] = await db.query<{ location_id: number }>(
    'SELECT location_id FROM sessions WHERE id = $1',
    [cookie],
  );
  expect(row?.location_id).toBe(7);
});
