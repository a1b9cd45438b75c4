import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDb } from '../../testing';
import type { Db } from './types';
import { vacuumAfterImport } from './vacuum';

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.close();
});

const vacuumedTables = async () =>
  (
    await db.query<{ relname: string }>(
      `SELECT relname FROM pg_stat_user_tables
        WHERE relname IN ('sessions', 'basket_items', 'orders') AND last_vacuum IS NOT NULL
          AND last_analyze IS NOT NULL
        ORDER BY relname`,
    )
  ).map((row) => row.relname);

// The embedded engine has no autovacuum; a PostgreSQL server has its own and is left to it.
it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a started server vacuums and analyses the tables the shop deletes rows from, and vacuums the catalogue (embedded engine)',
  async () => {
    const app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
    try {
      await app.ready();
      await expect.poll(vacuumedTables).toEqual(['basket_items', 'orders', 'sessions']);
      // The catalogue's tables too, whose index entries an import leaves to this.
      await expect
        .poll(async () =>
          (
            await db.query<{ relname: string }>(
              `SELECT relname FROM pg_stat_user_tables
                WHERE relname IN ('products', 'prices', 'product_sections')
                  AND last_vacuum IS NOT NULL ORDER BY relname`,
            )
          ).map((row) => row.relname),
        )
        .toEqual(['prices', 'product_sections', 'products']);
    } finally {
      await app.close();
    }
  },
);

it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "an import's end vacuums and analyses the tables it rewrote (embedded engine)",
  async () => {
    const counts = async () =>
      (
        await db.query<{ relname: string; n: number }>(
          `SELECT relname, (vacuum_count + analyze_count)::int AS n FROM pg_stat_user_tables
            WHERE relname IN ('products', 'prices', 'product_sections') ORDER BY relname`,
        )
      ).map((row) => `${row.relname} ${row.n}`);
    const before = await counts();
    await vacuumAfterImport(db);
    await expect
      .poll(counts)
      .toEqual(before.map((row) => row.replace(/\d+$/, (n) => String(Number(n) + 2))));
  },
);
