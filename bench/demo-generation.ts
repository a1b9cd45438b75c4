import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDb } from '../server/lib/db/index';
import { seedDemoData } from '../server/demo/index';

/**
 * Times the full demo generator on a fresh embedded database in a temporary folder, and on
 * PostgreSQL when BENCH_DATABASE_URL points at an empty database (its tables are dropped first).
 * Run: node --import tsx bench/demo-generation.ts
 */
async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hobby-bench-'));
  try {
    const opened = Date.now();
    const db = await openDb({ dataDir, databaseUrl });
    if (databaseUrl) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await migrate(db);
    const started = Date.now();
    await seedDemoData(db, { size: 'full', log: (line) => console.log(`  ${line}`) });
    const seeded = Date.now();
    const [counts] = await db.query<{ products: number; prices: number }>(
      'SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM prices) AS prices',
    );
    await db.close();
    console.log(
      `${label}: open+migrate ${((started - opened) / 1000).toFixed(1)} s, full demo data ${((seeded - started) / 1000).toFixed(1)} s` +
        ` (${counts?.products} products, ${counts?.prices} prices)`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite (worker thread)', undefined);
if (process.env.BENCH_DATABASE_URL) await run('PostgreSQL', process.env.BENCH_DATABASE_URL);
