import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../lib/db';
import { migrate } from '../lib/db';
import { verifyPassword } from '../lib/password';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createEmptyTestDb } from '../testing';
import { seedIfEmpty } from './seedOnStart';
import { DEMO_STAFF, seedStaff } from './staff';

let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function staffHashes(database: Db) {
  return database.query<{ email: string; password_hash: string; is_admin: boolean }>(
    'SELECT email, password_hash, is_admin FROM users WHERE is_admin OR is_editor ORDER BY email',
  );
}

describe('issue 9 point 13: staff accounts', () => {
  it('the demo staff passwords are made at seeding and given out by the start that loaded the demo only', async () => {
    db = await createEmptyTestDb();
    await migrate(db);
    const first = await seedIfEmpty(db, 'small');
    expect(first.map(({ login, role }) => ({ login, role }))).toEqual(DEMO_STAFF);
    const stored = await staffHashes(db);
    for (const account of first) {
      const row = stored.find((user) => user.email === account.login);
      expect(await verifyPassword(account.password, row?.password_hash ?? '')).toBe(true);
    }
    expect(new Set(first.map((account) => account.password)).size).toBe(first.length);

    expect(await seedIfEmpty(db, 'small')).toEqual([]);
  });

  it('DEMO_STAFF_PASSWORD (the end-to-end run) gives every demo staff login that password', async () => {
    db = await createEmptyTestDb();
    await migrate(db);
    const given = await seedStaff(db, 'e2e-random-password');
    expect(given.map((account) => account.password)).toEqual([
      'e2e-random-password',
      'e2e-random-password',
    ]);
    for (const row of await staffHashes(db)) {
      expect(await verifyPassword('e2e-random-password', row.password_hash)).toBe(true);
    }
  });

  it('with DEMO_SIZE=none there is no demo and no staff account', async () => {
    db = await createEmptyTestDb();
    await migrate(db);
    expect(await seedIfEmpty(db, 'none')).toEqual([]);
    expect(await staffHashes(db)).toEqual([]);
  });

  it('R-LOC-2: a shop without the demo starts in Москва (id 0) with a price list, and its pages open', async () => {
    db = await createEmptyTestDb();
    await migrate(db);
    await seedIfEmpty(db, 'none');
    const app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
    try {
      const city = await app.inject({ url: '/api/location/getCurrent' });
      expect(city.statusCode).toBe(200);
      expect(city.json()).toMatchObject({ result: { id: 0, name: 'Москва' } });
      const home = await app.inject({ url: '/', headers: { 'X-Source': 'nuxt' } });
      expect(home.statusCode).toBe(200);
      const prices = await db.query<{ name: string }>(
        'SELECT p.name FROM price_types p JOIN locations l ON l.price_type_id = p.id WHERE l.id = 0',
      );
      expect(prices).toEqual([{ name: 'Розничная цена' }]);
    } finally {
      await app.close();
    }
  });
});
