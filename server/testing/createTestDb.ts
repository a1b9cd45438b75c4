import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedDemoData } from '../demo/index';
import { migrate } from '../lib/db/migrate';
import { openPglite } from '../lib/db/pgliteDb';
import { openPostgres } from '../lib/db/pgDb';
import type { Db } from '../lib/db/types';

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));

/**
 * A fresh database, migrated and seeded with the small demo data, for one test file: embedded
 * PGlite in memory by default, or a new PostgreSQL database on the server of TEST_DATABASE_URL
 * (dropped again by `close()`). Each call is independent, so test files can run in parallel.
 *
 * Seeding takes seconds, so the seeded state is made once and copied: a PGlite data-folder dump
 * in the OS temp folder, or a template database on PostgreSQL. Both are keyed by a hash of the
 * migrations and the demo generator, so changing either rebuilds them.
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDb(url) : createPgliteTestDb();
}

/** A fresh database with nothing in it (not migrated), on the same engine as createTestDb. */
export async function createEmptyTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  // PGlite's initdb takes seconds (4–7 s on the CI machines), loading its result a fraction.
  if (!url) return openCachedPglite(`empty-${PGLITE_VERSION}`, async () => {});
  const database = `hobby_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${database}"`);
  await adminQuery(url, withoutCommitWaits(database));
  return dropOnClose(url, database);
}

/**
 * Everything that shapes the seeded state (issue 10 point 8): the migrations, the runner that
 * applies them, the demo generator and its bulk loader, and this file's seeding.
 */
const SEED_SOURCES = [
  'migrations',
  'demo',
  'lib/db/migrate.ts',
  'lib/db/copyCsv.ts',
  'testing/createTestDb.ts',
];

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SEED_SOURCES) {
    const full = path.join(SERVER_DIR, source);
    const names = source.endsWith('.ts')
      ? [full]
      : (await readdir(full)).sort().map((name) => path.join(full, name));
    for (const name of names)
      hash.update(path.relative(SERVER_DIR, name)).update(await readFile(name));
  }
  return hash.digest('hex').slice(0, 16);
}

async function seedSmall(db: Db): Promise<void> {
  await migrate(db);
  await seedDemoData(db, { size: 'small' });
}

async function createPgliteTestDb(): Promise<Db> {
  return openCachedPglite(await sourceHash(), seedSmall);
}

/** An empty database is PGlite's initdb: its state changes only with PGlite's version. */
const PGLITE_VERSION = (
  JSON.parse(
    // The package exports no package.json; it lies beside the folder of its entry.
    await readFile(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')), 'utf8'),
  ) as { version: string }
).version;

/**
 * An in-memory PGlite in the state `prepare` gives a new one: loaded from a dump in the OS temp
 * folder named by `key`, or prepared and then dumped there for the next caller.
 */
async function openCachedPglite(key: string, prepare: (db: Db) => Promise<void>): Promise<Db> {
  const dumpPath = path.join(tmpdir(), `hobby-test-db-${key}.tar`);
  const dump = await readFile(dumpPath).catch(() => null);
  if (dump)
    return openPglite({ dataDir: null, loadDataDir: new Uint8Array(dump), reuseWorker: true });

  const db = await openPglite({ dataDir: null, reuseWorker: true });
  await prepare(db);
  // Written under a unique name and renamed, so a parallel test file never reads half a file.
  const partial = `${dumpPath}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, await db.dumpDataDir());
  await rename(partial, dumpPath);
  return db;
}

const TEMPLATE_LOCK_KEY = 724_310_002;

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function createPostgresTestDb(serverUrl: string): Promise<Db> {
  const template = `hobby_test_template_${await sourceHash()}`;
  const database = `hobby_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One process builds the template; the others wait here and then copy it.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      await admin.query(`CREATE DATABASE "${building}"`);
      await admin.query(withoutCommitWaits(building));
      const db = await openPostgres(databaseUrl(serverUrl, building));
      await seedSmall(db);
      await db.close();
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    }
    await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`);
    // A copy does not inherit the template's settings.
    await admin.query(withoutCommitWaits(database));
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }

  return dropOnClose(serverUrl, database);
}

/**
 * A test database is thrown away, so a commit need not wait for its WAL to reach the disk: on the
 * shared machine's disk a synchronous commit took 6.7 ms against 0.6 ms (200 single-row commits),
 * and the suites commit with nearly every request. A crash loses only the last moments' commits of
 * a database nobody keeps; the server's other databases and production keep their settings.
 */
const withoutCommitWaits = (database: string) =>
  `ALTER DATABASE "${database}" SET synchronous_commit = off`;

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Opens a test database whose `close()` also drops it. */
async function dropOnClose(serverUrl: string, database: string): Promise<Db> {
  const db = await openPostgres(databaseUrl(serverUrl, database));
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    },
  };
}
