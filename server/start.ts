import cluster from 'node:cluster';
import { buildApp } from './app';
import {
  BACKGROUND_READY,
  nameWorkerInAnswers,
  PROCESS_ROLE_VARIABLE,
  runWorkers,
} from './cluster';
import { loadConfig, missingPublicUrl, type AppConfig } from './config';
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
 * With WORKERS above 1 (PostgreSQL only) this process does the steps that run once and then serves
 * through that many worker processes on the same port (server/cluster.ts), each of which runs
 * `serveWorker`. A failure to start is printed and ends the process.
 */
export function startShop(beforeServe?: BeforeServe): void {
  (cluster.isWorker ? serveWorker() : start(beforeServe)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

async function start(beforeServe: BeforeServe | undefined): Promise<void> {
  const config = loadConfig();
  const refusal = missingPublicUrl(config);
  if (refusal) {
    // One line, no stack: the operator has a setting to add, not a bug to read.
    console.error(refusal);
    process.exit(1);
  }
  if (config.workers > 1) return startWorkers(config, beforeServe);
  const { databaseUrl, dataDir } = config;
  const db = await openDb({ databaseUrl, dataDir, limits: config.dbLimits });
  // Migrations and the first seed may run for minutes, longer than a request may wait: on
  // PostgreSQL they get connections of their own without the statement limits.
  const setup = databaseUrl ? await openDb({ databaseUrl, dataDir, limits: SETUP_DB_LIMITS }) : db;
  await migrate(setup);
  const notes = beforeServe ? await beforeServe(setup, config) : [];
  if (setup !== db) await setup.close();
  await serve(db, config);
  announce(config, notes, await hasAdmin(db));
}

/**
 * WORKERS above 1 (PostgreSQL: config.ts refuses it otherwise): the migrations and the demo run
 * here, once, before any worker starts, so no worker serves an old schema or an empty shop.
 */
async function startWorkers(config: AppConfig, beforeServe: BeforeServe | undefined) {
  const { databaseUrl, dataDir } = config;
  const setup = await openDb({ databaseUrl, dataDir, limits: SETUP_DB_LIMITS });
  await migrate(setup);
  const notes = beforeServe ? await beforeServe(setup, config) : [];
  const admin = await hasAdmin(setup);
  await setup.close();
  await runWorkers(config.workers);
  announce(
    config,
    [`${config.workers} worker processes serve this port (WORKERS)`, ...notes],
    admin,
  );
}

/**
 * A worker process of `runWorkers`: the primary has migrated and seeded the database already.
 * A serving worker leaves the background work to the one forked for it, which never listens.
 */
async function serveWorker(): Promise<void> {
  const background = process.env[PROCESS_ROLE_VARIABLE] === 'background';
  const config = { ...loadConfig(), backgroundWork: background };
  const { databaseUrl, dataDir } = config;
  const db = await openDb({ databaseUrl, dataDir, limits: config.dbLimits });
  await serve(db, config, !background);
}

/**
 * Builds the app on `db` and listens (unless `listen` is false: the cluster's background process,
 * which tells the primary once it is ready), closing both on SIGTERM or SIGINT.
 */
async function serve(db: Db, config: AppConfig, listen = true): Promise<void> {
  const app = await buildApp({
    db,
    config,
    logger: { level: config.nodeEnv === 'production' ? 'info' : 'warn' },
  });
  if (cluster.isWorker && listen) nameWorkerInAnswers(app);
  // SIGTERM (kill, a process manager, `npm start` passing it on, the primary draining its
  // workers) and SIGINT (Ctrl+C): finish open requests, close the database (the embedded one
  // flushes its files), then exit. A worker may get both (Ctrl+C reaches it and its primary).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
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

  if (listen) await app.listen({ port: config.port, host: config.host });
  else {
    await app.ready();
    process.send?.(BACKGROUND_READY);
  }
}

/** The lines a started shop prints once, whatever the number of processes serving it. */
function announce(config: AppConfig, notes: string[], admin: boolean): void {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `Shop: http://${shown}:${config.port}/  API reference: http://${shown}:${config.port}/api/docs`,
  );
  for (const line of notes) console.log(line);
  if (!admin) console.log('No admin account yet: create one with npm run create-admin -- <email>');
}

async function hasAdmin(db: Db): Promise<boolean> {
  const [admin] = await db.query<{ exists: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users WHERE is_admin) AS exists',
  );
  return admin?.exists ?? false;
}
