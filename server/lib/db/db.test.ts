import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDb } from '../../testing/index';
import { isUniqueViolation } from './errors';
import { migrate } from './migrate';
import { pipelined } from './pipelined';
import type { Db } from './types';

// Runs on embedded PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
let db: Db;

beforeAll(async () => {
  db = await createEmptyTestDb();
  await migrate(db);
  await db.exec(`CREATE TABLE counters (name text PRIMARY KEY, value integer NOT NULL);
    INSERT INTO counters VALUES ('c', 0)`);
});
afterAll(() => db.close());

/** A turn of the event loop: whatever else was started runs before the code after it. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('db layer', () => {
  it('returns counts and prices as numbers, dates as text, timestamps as Date, arrays and jsonb parsed', async () => {
    const sql = `SELECT count(*) AS n, 1290.50::numeric(12,2) AS price, DATE '2026-01-02' AS day,
              TIMESTAMPTZ '2026-01-02T03:04:05Z' AS at, ARRAY[1,2]::int[] AS ids,
              ARRAY[1.5, NULL]::numeric[] AS amounts, '{"H1":"Заголовок"}'::jsonb AS meta
         FROM generate_series(1, $1::int)`;
    const [row] = await db.query(sql, [3]);
    // Issue 15: a transaction's statements run prepared on the embedded engine; same answers.
    expect(await db.transaction((tx) => tx.query(sql, [3]))).toEqual([row]);
    expect(row).toEqual({
      n: 3,
      price: 1290.5,
      day: '2026-01-02',
      at: new Date('2026-01-02T03:04:05Z'),
      ids: [1, 2],
      amounts: [1.5, null],
      meta: { H1: 'Заголовок' },
    });
  });

  it('issue 24 point 8: a transaction asked for generic plans runs on them on the embedded engine, and only it', async () => {
    const mode = async (tx: Pick<Db, 'query'>) =>
      (await tx.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode'))[0]?.plan_cache_mode;
    const generic = await db.transaction(mode, { genericPlans: true });
    expect(generic).toBe(db.engine === 'pglite' ? 'force_generic_plan' : 'auto');
    expect(await db.transaction(mode)).toBe('auto');
    expect(await mode(db)).toBe('auto');
  });

  it('rolls a transaction back when its callback throws, and rethrows', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO direct_transitions (search_query, target_url) VALUES ('откат', '/x/')",
        );
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.query("SELECT * FROM direct_transitions WHERE search_query = 'откат'")).toEqual(
      [],
    );
  });

  it('serialises concurrent transactions (no lost updates) and keeps outside queries out of them', async () => {
    const increment = () =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ value: number }>(
          "SELECT value FROM counters WHERE name = 'c' FOR UPDATE",
        );
        await nextTurn();
        await tx.query("UPDATE counters SET value = $1 WHERE name = 'c'", [(row?.value ?? 0) + 1]);
      });
    const seen: number[] = [];
    const reads = Array.from({ length: 5 }, async () => {
      const [row] = await db.query<{ value: number }>(
        "SELECT value FROM counters WHERE name = 'c'",
      );
      seen.push(row?.value ?? -1);
    });
    await Promise.all([...Array.from({ length: 8 }, increment), ...reads]);
    const [row] = await db.query<{ value: number }>("SELECT value FROM counters WHERE name = 'c'");
    expect(row?.value).toBe(8);
    expect(seen.every((value) => value >= 0 && value <= 8)).toBe(true);
  });

  it('issue 15: runs statements sent together in order, and refuses one sent after its transaction', async () => {
    let late = Promise.resolve('not sent');
    await db.transaction(async (tx) => {
      const [, [row]] = await pipelined(
        tx.query("UPDATE counters SET value = 7 WHERE name = 'c'"),
        tx.query<{ value: number }>("SELECT value FROM counters WHERE name = 'c'"),
      );
      expect(row?.value).toBe(7);
      late = nextTurn()
        .then(() => tx.query("UPDATE counters SET value = 999 WHERE name = 'c'"))
        .then(
          () => 'ran',
          () => 'refused',
        );
    });
    expect(await late).toBe('refused');
    expect(await db.query("SELECT value FROM counters WHERE name = 'c'")).toEqual([{ value: 7 }]);
  });

  it('issue 15: rolls back statements sent together when one fails, once all have answered', async () => {
    const failing = db.transaction((tx) =>
      pipelined(
        tx.query("UPDATE counters SET value = 8 WHERE name = 'c'"),
        tx.query('SELECT 1 / 0'),
        tx.query("UPDATE counters SET value = 9 WHERE name = 'c'"),
      ),
    );
    await expect(failing).rejects.toThrow('division by zero');
    expect(await db.query("SELECT value FROM counters WHERE name = 'c'")).toEqual([{ value: 7 }]);
  });

  it('issue 15: a COMMIT that fails rolls its transaction back and leaves the next one queued behind it whole', async () => {
    await db.exec(`CREATE TABLE deferred_codes (code text UNIQUE DEFERRABLE INITIALLY DEFERRED)`);
    const failing = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO deferred_codes VALUES ('a'), ('a')`);
    });
    const next = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO deferred_codes VALUES ('b')`);
      return tx.query<{ code: string }>(`SELECT code FROM deferred_codes ORDER BY code`);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await next).toEqual([{ code: 'b' }]);
    expect(await db.query(`SELECT code FROM deferred_codes`)).toEqual([{ code: 'b' }]);
  });

  it('issue 15: commit() sent with the last statements commits them, or rolls back with the error of one that fails', async () => {
    await db.exec(`CREATE TABLE commit_codes (code text PRIMARY KEY)`);
    const placed = await db.transaction(async (tx) => {
      const [rows] = await pipelined(
        tx.query<{ code: string }>(`INSERT INTO commit_codes VALUES ('a') RETURNING code`),
        tx.query(`INSERT INTO commit_codes VALUES ('b')`),
        tx.commit(),
      );
      return rows;
    });
    expect(placed).toEqual([{ code: 'a' }]);

    const refused = db.transaction(async (tx) => {
      await pipelined(
        tx.query(`INSERT INTO commit_codes VALUES ('c')`),
        tx.query(`INSERT INTO commit_codes VALUES ('a')`),
        tx.commit(),
      );
    });
    await expect(refused).rejects.toMatchObject({ code: '23505' });

    const late = db.transaction(async (tx) => {
      await tx.commit();
      await tx.query(`INSERT INTO commit_codes VALUES ('d')`);
    });
    await expect(late).rejects.toThrow(/transaction/);
    expect(await db.query(`SELECT code FROM commit_codes ORDER BY code`)).toEqual([
      { code: 'a' },
      { code: 'b' },
    ]);
  });

  it('issue 24 point 2: a transaction counts as open until its COMMIT is answered, even once posted with its last statements', async () => {
    let afterPosting: boolean | null = null;
    const done = db.transaction(async (tx) => {
      const sent = pipelined(tx.query('SELECT pg_sleep(0.05)'), tx.commit());
      // What a page asks now waits in the worker behind the sleep and the COMMIT.
      afterPosting = db.transactionOpen();
      await sent;
    });
    await done;
    expect(afterPosting).toBe(db.engine === 'pglite');
    expect(db.transactionOpen()).toBe(false);
  });

  it('runs several statements with exec inside a transaction', async () => {
    await db.transaction((tx) =>
      tx.exec(
        "UPDATE counters SET value = 100 WHERE name = 'c'; UPDATE counters SET value = value + 1 WHERE name = 'c'",
      ),
    );
    expect(await db.query("SELECT value FROM counters WHERE name = 'c'")).toEqual([{ value: 101 }]);
  });

  it('bulk loads with copyRows: nulls, empty and quoted text, arrays, jsonb', async () => {
    const meta = { H1: 'Купить "быстро", с доставкой', TITLE: 'Строка\nвторая' };
    await db.copyRows(
      'seo_filter',
      ['id', 'name', 'uf_base_url', 'uf_meta', 'uf_replaces', 'uf_property_id'],
      [
        [901, 'Размер', '/', meta, '[{"DISPLAY_NAME":"40x50","REPLACE":"40 на 50"}]', null],
        [902, '', '/shop/a/', {}, '[]', null],
      ],
    );
    await db.copyRows(
      'shared_property_groups',
      ['id', 'name', 'items'],
      [
        [901, 'Группа, "особая"', [3, 1, 2]],
        [902, '\\.', []],
      ],
    );

    expect(
      await db.query(
        'SELECT id, name, uf_meta, uf_replaces, uf_property_id, uf_sort FROM seo_filter WHERE id > 900 ORDER BY id',
      ),
    ).toEqual([
      {
        id: 901,
        name: 'Размер',
        uf_meta: meta,
        uf_replaces: [{ DISPLAY_NAME: '40x50', REPLACE: '40 на 50' }],
        uf_property_id: null,
        uf_sort: 500,
      },
      { id: 902, name: '', uf_meta: {}, uf_replaces: [], uf_property_id: null, uf_sort: 500 },
    ]);
    expect(
      await db.query('SELECT name, items FROM shared_property_groups WHERE id > 900 ORDER BY id'),
    ).toEqual([
      { name: 'Группа, "особая"', items: [3, 1, 2] },
      { name: '\\.', items: [] },
    ]);
  });

  it('keeps the PostgreSQL error code of a unique violation (23505)', async () => {
    await db.query(
      "INSERT INTO direct_transitions (search_query, target_url) VALUES ('мозаика', '/shop/a/')",
    );
    const error = await db
      .query(
        "INSERT INTO direct_transitions (search_query, target_url) VALUES (' МОЗАИКА ', '/shop/b/')",
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'direct_transitions_query_idx' });
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('delivers notify payloads to listeners after commit, and stops after unsubscribe', async () => {
    const received: string[] = [];
    const unsubscribe = await db.listen('catalog_changed', (payload) => received.push(payload));
    await db.notify('catalog_changed', 'products:42');
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('catalog_changed', 'in-transaction')");
    });
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['products:42', 'in-transaction']);

    await unsubscribe();
    // Notices arrive in the order they were sent: once a later one on another channel has come,
    // 'after' would have come too.
    const sentinel: string[] = [];
    const unsubscribeSentinel = await db.listen('db_test_sentinel', (p) => sentinel.push(p));
    await db.notify('catalog_changed', 'after');
    await db.notify('db_test_sentinel', 'later');
    await expect.poll(() => sentinel, { timeout: 5000 }).toEqual(['later']);
    await unsubscribeSentinel();
    expect(received).toEqual(['products:42', 'in-transaction']);
  });

  it('rejects unsafe identifiers in copyRows', async () => {
    await expect(db.copyRows('products; DROP TABLE x', ['id'], [[1]])).rejects.toThrow(
      'bad identifier',
    );
  });
});
