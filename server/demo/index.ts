import type { Db } from '../lib/db/types';
import type { DemoSize } from './demoSize';
import { seedCatalogue } from './catalog';
import { seedContent } from './content';
import { seedLocations } from './locations';
import { seedPickupPoints } from './pickupPoints';
import { Random } from '../lib/random';
import { resetIdentitySequences } from './sequences';
import { seedSettings } from './settings';
import { seedStaff, type StaffLogin } from './staff';

export type { DemoSize } from './demoSize';
export type { StaffLogin } from './staff';

export interface SeedOptions {
  size: DemoSize;
  log?: (line: string) => void;
  /** The demo staff logins' password (config `demoStaffPassword`); made up when absent. */
  staffPassword?: string;
}

const SEED = 20_261_122;

/** True once the catalogue has products (the demo data or real data). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM products) AS seeded',
  );
  return row?.seeded ?? false;
}

/**
 * Fills a freshly migrated, empty database with deterministic demo data (ARCHITECTURE §5): the
 * same rows on every run, except password hashes (salted). Prints progress through `log`.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<{ staff: StaffLogin[] }> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const step = (line: string) =>
    log(`[demo ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
  const random = new Random(SEED);

  step(`seeding ${options.size} demo data`);
  // The demo's cities and price lists take the place of the empty shop's own (migration 039).
  await db.exec('DELETE FROM locations; DELETE FROM price_types');
  const catalogue = await seedCatalogue(db, random, options.size, step);
  step(`locations: ${await seedLocations(db)}`);
  step(`pickup points: ${await seedPickupPoints(db)}`);
  await seedSettings(db, catalogue);
  step('filter, SEO and exchange settings, coupons');
  step(
    `reviews: ${await seedContent(db, random, catalogue, options.size)}; menus, pages, club posts`,
  );
  const staff = await seedStaff(db, options.staffPassword);
  await resetIdentitySequences(db);
  await db.exec('ANALYZE');
  // The staff passwords are left to the caller to show once (server/main.ts), not to the log.
  step(`done; staff logins: ${staff.map((s) => s.login).join(', ')}`);
  return { staff };
}
