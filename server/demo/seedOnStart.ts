import type { Db } from '../lib/db/types';
import { isSeeded, seedDemoData, type DemoSize, type SeedOptions, type StaffLogin } from './index';

// Shared by every process of the shop, like the migration lock (server/lib/db/migrate.ts).
const SEED_LOCK_KEY = 724_310_003;

/**
 * Loads the demo into an empty database and returns the demo staff logins with their passwords
 * when this call loaded it; an empty list otherwise (no demo wanted, or seeded before), so the
 * passwords are shown at the first start only (issue 9.13).
 *
 * Several processes may start at once on one PostgreSQL (ARCHITECTURE §1): the first takes the
 * advisory lock and seeds, the others wait for it and then find the products. The lock lives in a
 * transaction that only holds it, while the seed uses other pool connections. The embedded engine
 * has one connection (such a transaction would block the seed) and one process per data folder,
 * so it needs no lock.
 */
export async function seedIfEmpty(
  db: Db,
  size: DemoSize | 'none',
  options: Omit<SeedOptions, 'size'> = {},
): Promise<StaffLogin[]> {
  if (size === 'none') return [];
  const log = options.log ?? (() => undefined);
  const seed = async (): Promise<StaffLogin[]> => {
    if (await isSeeded(db)) return [];
    log(`Empty database: loading the ${size} demo data...`);
    const { staff } = await seedDemoData(db, { ...options, size });
    return staff;
  };
  if (db.engine === 'pglite') return seed();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    return seed();
  });
}
