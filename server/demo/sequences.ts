import type { Db } from '../lib/db/types';

/**
 * COPY with explicit ids does not move identity sequences: set each one past the largest id,
 * so later inserts (admin screens, orders) get fresh ids.
 */
export async function resetIdentitySequences(db: Db): Promise<void> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of columns) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max("${column}") FROM "${table}"), 0) + 1, false)`,
      [table, column],
    );
  }
}
