import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { migrate, openDb, type Db } from './lib/db';
import { isSeeded, seedDemoData, type StaffLogin } from './demo';
import { DEMO_STAFF } from './demo/staff';

/**
 * Starts the shop: opens (and on first start creates) the database, migrates it, loads the demo
 * catalogue into an empty database, then serves the API, the page protocol and the built SPA.
 * `npm install && npm start` is all a fresh machine needs (ARCHITECTURE §1).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);

  const staff = await seedIfEmpty(db, config.demoSize);

  const app = await buildApp({
    db,
    config,
    logger: { level: config.nodeEnv === 'production' ? 'info' : 'warn' },
  });
  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `Shop: http://${shown}:${config.port}/  API reference: http://${shown}:${config.port}/api/docs`,
  );
  for (const account of staff)
    console.log(`Staff account (${account.role}): ${account.login} / ${account.password}`);
}

// Shared by every process of the shop, like the migration lock (server/lib/db/migrate.ts).
const SEED_LOCK_KEY = 724_310_003;

/**
 * Loads the demo into an empty database. Several processes may start at once on one PostgreSQL
 * (ARCHITECTURE §1): the first takes the advisory lock and seeds, the others wait for it and then
 * find the products. The lock lives in a transaction that only holds it, while the seed uses other
 * pool connections. The embedded engine has one connection (such a transaction would block the
 * seed) and one process per data folder, so it needs no lock.
 */
async function seedIfEmpty(db: Db, size: AppConfig['demoSize']): Promise<StaffLogin[]> {
  if (size === 'none') return [];
  const seed = async (): Promise<StaffLogin[]> => {
    // The demo staff logins are fixed; on a database seeded earlier they hold unless changed.
    if (await isSeeded(db)) return DEMO_STAFF;
    console.log(`Empty database: loading the ${size} demo data...`);
    const { staff } = await seedDemoData(db, { size, log: (line: string) => console.log(line) });
    return staff;
  };
  if (db.engine === 'pglite') return seed();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    return seed();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
