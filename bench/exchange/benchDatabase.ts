/**
 * The database side of the catalogue exchange benches (catalog-exchange, import-impact): a seeded
 * full demo, the prices copied aside before an import and put back after it, and a staff account
 * to sign in with, so a seeded folder can be reused run after run.
 */
import { loadavg } from 'node:os';
import { migrate } from '../../server/lib/db/index';
import type { Db } from '../../server/lib/db/types';
import { isSeeded, seedDemoData } from '../../server/demo/index';
import { DEMO_STAFF } from '../../server/demo/staff';
import { saveStaffAccount } from '../../server/lib/staffAccounts';

const BENCH_ADMIN = 'bench-exchange@hobby.test';
const BENCH_PASSWORD = 'bench-exchange-password';
const PRICES_COPY = 'bench_exchange_prices';
const STOCK_COPY = 'bench_exchange_stock';

export interface Target {
  label: string;
  dataDir: string;
  databaseUrl?: string;
}

export interface Before {
  lastJobId: number;
  sectionIds: number[];
  propertyIds: number[];
  login: string;
  password: string;
  benchAdmin: boolean;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const perSecond = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000))} rows/s`;
export const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * Seeds when empty, copies the prices and stock aside (putting back a crashed run's copy first);
 * `properties`: the codes of the properties whose ids the export form names.
 */
export async function prepare(db: Db, properties: readonly string[]): Promise<Before> {
  const demoPassword = process.env.DEMO_STAFF_PASSWORD;
  await migrate(db);
  if (!(await isSeeded(db)))
    await seedDemoData(db, {
      size: 'full',
      log: (line) => console.log(`  ${line}`),
      staffPassword: demoPassword,
    });
  await restoreCatalog(db);
  await db.exec(`CREATE TABLE ${PRICES_COPY} AS SELECT * FROM prices`);
  await db.exec(`CREATE TABLE ${STOCK_COPY} AS SELECT product_id AS id, stock FROM product_stock`);
  const [job] = await db.query<{ id: number }>(
    'SELECT coalesce(max(id), 0) AS id FROM catalog_import_jobs',
  );
  const sections = await db.query<{ id: number }>(
    'SELECT id FROM sections WHERE parent_id IS NULL ORDER BY id',
  );
  const propertyRows = await db.query<{ id: number }>(
    'SELECT id FROM properties WHERE code = ANY($1::text[])',
    [properties],
  );
  if (!demoPassword)
    await saveStaffAccount(db, {
      email: BENCH_ADMIN,
      password: BENCH_PASSWORD,
      role: 'admin',
      name: 'Бенчмарк',
    });
  return {
    lastJobId: job?.id ?? 0,
    sectionIds: sections.map((row) => row.id),
    propertyIds: propertyRows.map((row) => row.id),
    login: demoPassword ? DEMO_STAFF.find((staff) => staff.role === 'admin')!.login : BENCH_ADMIN,
    password: demoPassword ?? BENCH_PASSWORD,
    benchAdmin: !demoPassword,
  };
}

/** The prices and stock as copied before the import; resolves to how many rows it had changed. */
async function restoreCatalog(db: Db): Promise<number> {
  const [copies] = await db.query<{ prices: boolean; stock: boolean }>(
    `SELECT to_regclass($1) IS NOT NULL AS prices, to_regclass($2) IS NOT NULL AS stock`,
    [PRICES_COPY, STOCK_COPY],
  );
  let restored = 0;
  if (copies?.prices) {
    const [counts] = await db.query<{ changed: number; added: number }>(
      `WITH changed AS (
         UPDATE prices p SET price = c.price, old_price = c.old_price FROM ${PRICES_COPY} c
          WHERE p.product_id = c.product_id AND p.price_type_id = c.price_type_id
            AND (p.price, p.old_price) IS DISTINCT FROM (c.price, c.old_price)
         RETURNING 1
       ), added AS (
         DELETE FROM prices p WHERE NOT EXISTS (SELECT 1 FROM ${PRICES_COPY} c
           WHERE c.product_id = p.product_id AND c.price_type_id = p.price_type_id)
         RETURNING 1
       )
       SELECT (SELECT count(*)::int FROM changed) AS changed,
              (SELECT count(*)::int FROM added) AS added`,
    );
    await db.exec(`DROP TABLE ${PRICES_COPY}`);
    restored += (counts?.changed ?? 0) + (counts?.added ?? 0);
  }
  if (copies?.stock) {
    const changed = await db.query(
      `UPDATE product_stock p SET stock = c.stock FROM ${STOCK_COPY} c
        WHERE p.product_id = c.id AND p.stock IS DISTINCT FROM c.stock RETURNING 1`,
    );
    await db.exec(`DROP TABLE ${STOCK_COPY}`);
    restored += changed.length;
  }
  // The undone import left dead rows; the embedded engine has no autovacuum.
  if (restored > 0)
    for (const table of ['prices', 'product_stock', 'products'])
      await db.exec(`VACUUM ANALYZE ${table}`);
  return restored;
}

/** Puts the catalogue back and deletes the run's jobs, their change log and the bench admin. */
export async function cleanUp(db: Db, before: Before): Promise<number> {
  const restored = await restoreCatalog(db);
  await db.query(
    `DELETE FROM staff_changes WHERE tool = 'catalog-exchange'
        AND subject IN (SELECT 'import:' || id FROM catalog_import_jobs WHERE id > $1)`,
    [before.lastJobId],
  );
  await db.query('DELETE FROM catalog_import_jobs WHERE id > $1', [before.lastJobId]);
  if (before.benchAdmin) await db.query('DELETE FROM users WHERE email = $1', [BENCH_ADMIN]);
  return restored;
}
