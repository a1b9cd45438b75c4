import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Db } from '../lib/db';
import { csrfHeaders } from '../lib/http/csrf';
import { createTestDb } from './createTestDb';

/**
 * The app on a fresh small-demo database (createTestDb), as the shop-state suites use it;
 * `config` overrides settings, e.g. `{ smtpUrl }` of startTestSmtp().
 */
export async function startShop(
  config: Partial<AppConfig> = {},
): Promise<{ db: Db; app: FastifyInstance }> {
  const db = await createTestDb();
  // A data folder of its own: uploads must not land in the repository's var/ nor meet another suite's.
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const app = await buildApp({
    db,
    config: { ...loadConfig({}), spaDir: null, dataDir, ...config },
  });
  await app.ready();
  return { db, app };
}

/**
 * A browser stand-in: keeps the cookies the server sets (session `sid`, `location_id`) and sends
 * them back, and sends the CSRF header on changes, like src/features/api/baseApi.ts.
 */
/**
 * The address a visitor's requests come by (light-my-request's Host, `localhost:80`): with no
 * PUBLIC_URL, as in the suites, the links mailed to the visitor and the payment's return use it
 * (issue 26 point 6, server/lib/http/shopperOrigin.ts).
 */
export const VISITOR_ORIGIN = 'http://localhost';

export function visitor(app: FastifyInstance) {
  const cookies = new Map<string, string>();
  const remember = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      if (cookie.value) cookies.set(cookie.name, cookie.value);
      else cookies.delete(cookie.name);
    }
    return response;
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    cookies,
    get: async (url: string, headers: Record<string, string> = {}) =>
      remember(
        await app.inject({
          method: 'GET',
          url,
          headers: { ...headers, ...(cookies.size ? { cookie: cookieHeader() } : {}) },
        }),
      ),
    /** JSON by default; `headers` set another body's Content-Type (a multipart form, say). */
    post: async (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      remember(
        await app.inject({
          method: 'POST',
          url,
          payload: payload as object,
          headers: {
            ...headers,
            ...csrfHeaders,
            ...(cookies.size ? { cookie: cookieHeader() } : {}),
          },
        }),
      ),
  };
}

export type Visitor = ReturnType<typeof visitor>;

/** Signs a visitor up (and in) through the real call; returns the visitor. */
export async function signedUp(
  app: FastifyInstance,
  email: string,
  as: Visitor = visitor(app),
): Promise<Visitor> {
  const response = await as.post('/api/user/register', {
    name: 'Анна',
    email,
    password: 'секретный-пароль',
    consent: true,
  });
  if (response.statusCode !== 200)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return as;
}

/** The id of the user with this e-mail (one signedUp made, say). */
export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*) AS count FROM ${table}`);
  return row?.count ?? 0;
}

/**
 * Starts the shop (startShop) before a suite's tests and closes it after them. `setUp` gets the
 * app and its database first: assign them to the suite's variables, add the suite's own rows.
 */
export function shopForSuite(
  setUp: (shop: { db: Db; app: FastifyInstance }) => void | Promise<void>,
  timeout = 120_000,
) {
  let shop: { db: Db; app: FastifyInstance } | undefined;
  beforeAll(async () => {
    shop = await startShop();
    await setUp(shop);
  }, timeout);
  afterAll(async () => {
    await shop?.app.close();
    await shop?.db.close();
  });
}
