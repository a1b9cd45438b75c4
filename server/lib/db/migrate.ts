import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const FILE_NAME = /^\d{3}_[a-z0-9_]+\.sql$/;
// Any constant shared by every process of the shop; the lock lives until the transaction ends.
const MIGRATION_LOCK_KEY = 724_310_001;

/**
 * Applies the SQL files of server/migrations (`NNN_name.sql`, in name order) that are not yet in
 * `schema_migrations`, all in one transaction. The advisory lock makes a second process that
 * starts at the same time wait and then find everything applied. Returns the names applied now.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => FILE_NAME.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
        (row) => row.name,
      ),
    );
    const applied: string[] = [];
    for (const name of files.filter((file) => !done.has(file))) {
      await tx.exec(await readFile(`${dir}/${name}`, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
