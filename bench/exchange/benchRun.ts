/** How a catalogue exchange bench runs: per database, the server started over a prepared demo. */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/lib/db/index';
import type { Db } from '../../server/lib/db/types';
import { cleanUp, prepare, type Before, type Target } from './benchDatabase';
import { PROPERTIES, signIn, type Client } from './exchangeClient';
import { freePort, startServer, stopServer } from './serverProcess';

export interface BenchServer {
  client: Client;
  server: ChildProcess;
  before: Before;
  products: number;
  /** A folder for the run's files, deleted after it. */
  work: string;
}

/** What a bench adds around the shared preparation (bench/one-c-exchange.ts). */
export interface BenchHooks {
  /** After `prepare`, with the database open and the server not started: own data, files. */
  prepare?(db: Db, work: string): Promise<void>;
  /** Before `cleanUp`, the server stopped: puts back what `prepare` and the run changed. */
  restore?(db: Db): Promise<void>;
  /** On top of the server's environment (e.g. WORKERS=1, so its pid is the one serving). */
  serverEnv?: Record<string, string>;
}

/**
 * Prepares the database, starts the server on it and signs in for `run`; then stops the server
 * and puts the database back. Resolves to the prices and stocks put back.
 */
export async function withBenchServer(
  target: Target,
  run: (bench: BenchServer) => Promise<void>,
  hooks: BenchHooks = {},
): Promise<number> {
  const work = await mkdtemp(path.join(tmpdir(), 'hobby-bench-exchange-files-'));
  let db = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  let before: Before;
  let products: number;
  try {
    before = await prepare(db, PROPERTIES);
    products = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;
    await hooks.prepare?.(db, work);
  } finally {
    // The embedded database has one process per data folder: the server's, from here on.
    await db.close();
  }
  const port = await freePort();
  const server = await startServer(target, port, hooks.serverEnv);
  let restored: number;
  try {
    const client = await signIn(port, before.login, before.password);
    await run({ client, server, before, products, work });
  } finally {
    await stopServer(server);
    db = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    try {
      await hooks.restore?.(db);
      restored = await cleanUp(db, before);
    } finally {
      await db.close();
      await rm(work, { recursive: true, force: true });
    }
  }
  return restored;
}

/**
 * Runs `bench` on embedded PGlite (DATA_DIR, else a temporary folder seeded first) and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL.
 */
export async function onEachDatabase(bench: (target: Target) => Promise<void>): Promise<void> {
  const ownDataDir = !process.env.DATA_DIR;
  const dataDir =
    process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-exchange-')));
  // BENCH_ONLY_POSTGRES=1: the PostgreSQL run alone (an experiment on one engine).
  const targets: Target[] =
    process.env.BENCH_ONLY_POSTGRES === '1' ? [] : [{ label: 'embedded PGlite', dataDir }];
  if (process.env.BENCH_DATABASE_URL)
    targets.push({
      label: 'PostgreSQL',
      dataDir: await mkdtemp(path.join(tmpdir(), 'hobby-bench-exchange-pg-')),
      databaseUrl: process.env.BENCH_DATABASE_URL,
    });
  try {
    for (const target of targets) await bench(target);
  } finally {
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    for (const target of targets.filter((t) => t.databaseUrl))
      await rm(target.dataDir, { recursive: true, force: true });
  }
}
