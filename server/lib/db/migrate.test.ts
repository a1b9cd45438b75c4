import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDb } from '../../testing/index';
import { migrate } from './migrate';
import type { Db } from './types';

let db: Db;
beforeAll(async () => {
  db = await createEmptyTestDb();
});
afterAll(() => db.close());

describe('migrate', () => {
  it('applies every migration once, even when two callers start at the same time', async () => {
    const [first, second] = await Promise.all([migrate(db), migrate(db)]);
    const applied = [...(first ?? []), ...(second ?? [])].sort();
    const files = (await readdir(new URL('../../migrations/', import.meta.url))).filter((f) => f.endsWith('.sql'));
    expect(applied).toEqual(files.sort());
    expect(applied.slice(0, 2)).toEqual(['001_schema.sql', '002_product_attributes.sql']);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(applied);
  });

  it('creates the tables other modules query, with pg_trgm available', async () => {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name = ANY($1)`,
      [['products', 'prices', 'locations', 'filter_config', 'seo_filter', 'pages', 'sessions', 'rate_limits']],
    );
    expect(row?.n).toBe(8);
    await db.query("INSERT INTO search_words (word) VALUES ('мозаика')");
    expect(await db.query("SELECT word FROM search_words WHERE word % 'мозайка'")).toEqual([{ word: 'мозаика' }]);
  });
});
