import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
    const files = (await readdir(new URL('../../migrations/', import.meta.url))).filter((f) =>
      f.endsWith('.sql'),
    );
    expect(applied).toEqual(files.sort());
    expect(applied.slice(0, 2)).toEqual(['001_schema.sql', '002_product_attributes.sql']);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((row) => row.name)).toEqual(applied);
  });

  it('creates the tables other modules query, with pg_trgm available', async () => {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name = ANY($1)`,
      [
        [
          'products',
          'prices',
          'locations',
          'filter_config',
          'seo_filter',
          'pages',
          'sessions',
          'rate_limits',
        ],
      ],
    );
    expect(row?.n).toBe(8);
    await db.query("INSERT INTO search_words (word) VALUES ('мозаика')");
    expect(await db.query("SELECT word FROM search_words WHERE word % 'мозайка'")).toEqual([
      { word: 'мозаика' },
    ]);
  });

  it('issue 9 point 17: cities stored before migration 009 get their form after «в»', async () => {
    const earlier = await createEmptyTestDb();
    const all = fileURLToPath(new URL('../../migrations/', import.meta.url));
    const upTo008 = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      for (const file of (await readdir(all)).filter((f) => f < '009'))
        await copyFile(path.join(all, file), path.join(upTo008, file));
      await migrate(earlier, upTo008);
      await earlier.exec(`INSERT INTO price_types (id, code, name) VALUES (1, 'base', 'Розничная');
        INSERT INTO locations (id, code, name, price_type_id, phone, phone_normalized) VALUES
          (0, 'moskva', 'Москва', 1, '', ''), (1, 'kazan', 'Казань', 1, '', ''),
          (2, 'ufa', 'Уфа', 1, '', ''), (3, 'rostov', 'Ростов-на-Дону', 1, '', '')`);
      await migrate(earlier);
      const rows = await earlier.query<{ name: string; name_accusative: string | null }>(
        'SELECT name, name_accusative FROM locations ORDER BY id',
      );
      expect(rows).toEqual([
        { name: 'Москва', name_accusative: 'Москву' },
        { name: 'Казань', name_accusative: null },
        { name: 'Уфа', name_accusative: 'Уфу' },
        { name: 'Ростов-на-Дону', name_accusative: null },
      ]);
    } finally {
      await earlier.close();
      await rm(upTo008, { recursive: true });
    }
  });
});
