import type { FastifyInstance } from 'fastify';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/lib/db/pgDb';
import type { Db } from '../../server/lib/db';
import { csrfHeaders } from '../../server/lib/http/csrf';
import { createTestDb } from '../../server/testing';

/**
 * Issue 9 point 14: while the database is out of reach the shop answers 503 with Retry-After and a
 * Russian message instead of 500, and a page already cached is still served to guests. The outage
 * is real: the embedded engine is stopped, or the PostgreSQL connection goes through a local relay
 * that is then shut with every connection cut.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = {
  error: {
    code: 'UNAVAILABLE',
    message: 'Магазин временно недоступен. Попробуйте обновить страницу через минуту.',
  },
};

/** A TCP relay to PostgreSQL; `cut()` closes it and every connection through it. */
async function relayTo(target: URL): Promise<{ port: number; cut: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

let testDb: Db;
let appDb: Db;
let app: FastifyInstance;
let breakDb: () => Promise<void>;

beforeAll(async () => {
  testDb = await createTestDb();
  if (serverUrl) {
    const [row] = await testDb.query<{ name: string }>('SELECT current_database() AS name');
    const relay = await relayTo(new URL(serverUrl));
    const url = new URL(serverUrl);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    url.pathname = `/${row?.name}`;
    appDb = await openPostgres(url.toString());
    breakDb = relay.cut;
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

    await breakDb();

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
