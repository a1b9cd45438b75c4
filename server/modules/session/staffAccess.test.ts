import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../lib/db';
import { loadOpenApi } from '../../lib/openapi';
import { createTestDb } from '../../testing';
import { signedUp, visitor, type Visitor } from '../../testing/shopVisitor';
import { signedInAsDemoStaff } from '../../testing/staff';

let db: Db;
let app: FastifyInstance;
/** A stand-in admin call beside the contract's: the guard must come from the /api/admin prefix. */
const STAND_IN = { method: 'GET', url: '/api/admin/ping' };

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
  app.get(STAND_IN.url, async () => ({ result: 'pong' }));
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** Every /api/admin/* operation of openapi.yaml, as it appears there, and the stand-in. */
async function adminCalls(): Promise<{ method: string; url: string }[]> {
  const doc = await loadOpenApi();
  const fromContract = Object.entries(doc.paths ?? {})
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, item]) =>
      Object.keys(item as object)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), url: path })),
    );
  return [...fromContract, STAND_IN];
}

const call = (who: Visitor, { method, url }: { method: string; url: string }) =>
  method === 'GET' ? who.get(url) : who.post(url, {});

const staffPage = (who: Visitor) =>
  app.inject({
    method: 'GET',
    url: '/admin/',
    headers: {
      'x-source': 'nuxt',
      cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });

// Issue 10 point 2: the roles are exercised by signing in as the demo staff, not by flags set in SQL.
describe('R-ROLE-2: staff access, signed in as the demo staff', () => {
  it('a guest gets 401 and a plain shopper 403 from every admin call, and the 404 staff page', async () => {
    const shopper = await signedUp(app, 'plain-shopper@example.ru');
    for (const adminCall of await adminCalls()) {
      expect((await call(visitor(app), adminCall)).statusCode, adminCall.url).toBe(401);
      const refused = await call(shopper, adminCall);
      expect(refused.statusCode, adminCall.url).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Недостаточно прав' },
      });
    }
    expect((await staffPage(shopper)).statusCode).toBe(404);
  });

  it.each(['admin', 'editor'] as const)(
    'the demo %s passes the guard and opens the staff page',
    async (role) => {
      const staff = await signedInAsDemoStaff(app, db, role);
      expect((await staff.get('/api/user/info')).json().result).toMatchObject({
        authorized: true,
        admin: role === 'admin',
        editor: role === 'editor',
      });
      for (const adminCall of await adminCalls()) {
        expect([401, 403], adminCall.url).not.toContain((await call(staff, adminCall)).statusCode);
      }
      expect((await staff.get(STAND_IN.url)).json()).toEqual({ result: 'pong' });
      const page = await staffPage(staff);
      expect(page.statusCode).toBe(200);
      expect(page.json().type).toBe('admin');
    },
  );

  it('staff who lose the role are refused at their next call, in the same session', async () => {
    const admin = await signedInAsDemoStaff(app, db, 'admin');
    expect((await admin.get(STAND_IN.url)).statusCode).toBe(200);
    await db.query(`UPDATE users SET is_admin = false WHERE email = 'admin@hobby.test'`);
    try {
      expect((await admin.get(STAND_IN.url)).statusCode).toBe(403);
      expect((await staffPage(admin)).statusCode).toBe(404);
    } finally {
      await db.query(`UPDATE users SET is_admin = true WHERE email = 'admin@hobby.test'`);
    }
  });
});
