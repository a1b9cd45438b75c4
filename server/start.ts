import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { migrate, openDb, SETUP_DB_LIMITS } from './lib/db';
import type { Db } from './lib/db/types';

/** Longest wait for open requests and the database to close before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * A step between the migrations and serving, on the setup connection: the demo entry
 * (server/demo/main.ts) loads the demo there. Its lines are printed once the shop listens.
 */
type BeforeServe = (setup: Db, config: AppConfig) => Promise<string[]>;

/**
 * Starts the shop: opens (and on first start creates) the database, migrates it, runs
 * `beforeServe`, then serves the API, the page protocol and the built SPA until SIGTERM or SIGINT.
 * A failure to start is printed and ends the process.
 */
export function startShop(beforeServe?: BeforeServe): void {
  start(beforeServe).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

async function start(beforeServe: BeforeServe | undefined): Promise<void> {
  const config = loadConfig();
  if (config.nodeEnv === 'production' && config.publicUrl.startsWith('http://localhost'))
    console.warn(`Set PUBLIC_URL: canonical links and the sitemap say ${config.publicUrl}`);
  const { databaseUrl, dataDir } = config;
  const db = await openDb({ databaseUrl, dataDir, limits: config.dbLimits });
  // Migrations and the first seed may run for minutes, longer than a request may wait: on
  // PostgreSQL they get connections of their own without the statement limits.
  const setup = databaseUrl ? await openDb({ databaseUrl, dataDir, limits: SETUP_DB_LIMITS }) : db;
  await migrate(setup);
  const notes = beforeServe ? await beforeServe(setup, config) : [];
  if (setup !== db) await setup.close();

  const app = await buildApp({
    db,
    config,
    logger: { level: config.nodeEnv === 'production' ? 'info' : 'warn' },
  });
  // SIGTERM (kill, a process manager, `npm start` passing it on) and SIGINT (Ctrl+C): finish
  // open requests, close the database (the embedded one flushes its files), then exit.
  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    setTimeout(() => {
      console.error(`Not closed within ${SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `Shop: http://${shown}:${config.port}/  API reference: http://${shown}:${config.port}/api/docs`,
  );
  for (const line of notes) console.log(line);
  const [admin] = await db.query<{ exists: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users WHERE is_admin) AS exists',
  );
  if (!admin?.exists)
    console.log('No admin account yet: create one with npm run create-admin -- <email>');
}
