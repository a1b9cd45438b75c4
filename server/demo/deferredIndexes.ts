import type { Db } from '../lib/db/types';

/**
 * Bulk-load speed-up: drops the secondary indexes and foreign keys of `tables` while `load` runs
 * and recreates them from their own definitions afterwards. Building a GIN index once over
 * 100 000 rows, and checking a foreign key in one pass, is much cheaper than doing both row by
 * row during COPY. Only for loading into empty tables (the demo generator).
 */
export async function withDeferredIndexes<T>(
  db: Db,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  const foreignKeys = await db.query<{ table: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1)`,
    [tables],
  );
  for (const fk of foreignKeys)
    await db.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`);
  for (const index of indexes) await db.query(`DROP INDEX "${index.name}"`);

  const result = await load();

  for (const index of indexes) await db.query(index.definition);
  for (const fk of foreignKeys)
    await db.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.definition}`);
  return result;
}
