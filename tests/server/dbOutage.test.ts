import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/lib/db/pgDb';
import type { Db } from '../../server/lib/db';
import { csrfHeaders } from '../../server/lib/http/csrf';
import { createTestDb } from '../../server/testing';
import { UNAVAILABLE_ANSWER as UNAVAILABLE } from '../../server/testing/unavailable';
import { startRelay, urlOf } from './tcpRelay';

/**
 * Issue 9 point 14: while the database is out of reach the shop answers 503 with Retry-After and a
 * Russian message instead of 500, and a page already cached is still served to guests. The outage
 * is real: the embedded engine is stopped, or the PostgreSQL connection goes through a local relay
 * that is then shut with every connection cut.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let testDb: Db;
let appDb: Db;
let app: FastifyInstance;
let breakDb: () => Promise<void>;

beforeAll(async () => {
  testDb = await createTestDb();
  if (serverUrl) {
    const relay = await startRelay(new URL(serverUrl));
    appDb = await openPostgres(await urlOf(testDb, serverUrl, relay));
    breakDb = relay.close;
  } else {
    appDb = testDb;
    breakDb = () => appDb.close();
  }
  app = await buildApp({ db: appDb, config: { ...loadConfig({}), spaDir: null } });
  await app.ready();
});

afterAll(async () => {
  await app?.close().catch(() => undefined);
  if (appDb !== testDb) await appDb?.close().catch(() => undefined);
  await testDb?.close().catch(() => undefined);
});

describe('issue 9 point 14: a database outage', () => {
  it('answers 503 with Retry-After and a Russian message, and still serves cached pages to guests', async () => {
    const json = { 'x-source': 'nuxt' };
    // A guest opens the contacts page before the outage: it is cached now.
    expect((await app.inject({ url: '/kontakty/', headers: json })).statusCode).toBe(200);
    const cachedHtml = await app.inject({ url: '/kontakty/' });
    expect(cachedHtml.statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });

    await breakDb();

    // issue 22 point 1: a load balancer takes the process out of rotation, but does not restart it.
    const alive = await app.inject({ url: '/healthz', headers: { cookie: 'sid=some-session' } });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('30');
    expect(ready.json()).toEqual(UNAVAILABLE);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/user/auth',
      headers: csrfHeaders,
      payload: { login: 'outage@example.ru', password: 'пароль-пароль' },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.headers['retry-after']).toBe('30');
    expect(signIn.json()).toEqual(UNAVAILABLE);

    const uncachedJson = await app.inject({ url: '/dostavka/', headers: json });
    expect(uncachedJson.statusCode).toBe(503);
    expect(uncachedJson.headers['retry-after']).toBe('30');
    expect(uncachedJson.json()).toEqual(UNAVAILABLE);

    const uncachedHtml = await app.inject({ url: '/dostavka/' });
    expect(uncachedHtml.statusCode).toBe(503);
    expect(uncachedHtml.headers['retry-after']).toBe('30');
    expect(uncachedHtml.body).toContain('Магазин временно недоступен');

    const cached = await app.inject({ url: '/kontakty/', headers: json });
    expect(cached.statusCode).toBe(200);
    expect(cached.json()).toMatchObject({ seo: { canonical: '/kontakty/' } });
    const html = await app.inject({ url: '/kontakty/' });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<link rel="canonical"');
  });
});
