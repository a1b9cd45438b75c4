import { performance } from 'node:perf_hooks';
import { isSeeded, seedDemoData } from '../../server/demo/index';
import { migrate, openDb, type Db } from '../../server/lib/db/index';

/**
 * The database of `database` (embedded in `dataDir`, or PostgreSQL at `databaseUrl`), migrated and,
 * when empty, seeded with the demo of `size`, timed; closed again if that fails.
 */
export async function demoDatabase(
  database: { dataDir: string; databaseUrl?: string },
  size: 'full' | 'small',
): Promise<Db> {
  const db = await openDb(database);
  try {
    await migrate(db);
    if (!(await isSeeded(db))) {
      const started = performance.now();
      await seedDemoData(db, { size, log: (line) => console.log(`  ${line}`) });
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`  seeded the ${size} demo in ${seconds} s`);
    }
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
