/**
 * Issue 24 point 1: every staff write of the catalogue's screens in p95 ≤ 300 ms on the full demo
 * (100 000 products), on both engines. The app runs in process (`buildApp`), signed in as a bench
 * admin; each round makes every write once, in turn, each one a real change (its two states
 * alternate by round, so an even number of rounds leaves the database as found), and one save
 * that changes nothing. On PostgreSQL a second app listens on the same database, as a second
 * server process would, so each write's time includes that process serving the change.
 * Databases: DATA_DIR (a seeded full demo, or an empty folder to seed; else a temporary folder
 * seeded here), and PostgreSQL too when BENCH_DATABASE_URL is set (seeded when empty).
 * Run: DATA_DIR=/tmp/full BENCH_DATABASE_URL=postgres://… npm run bench -- staff-writes
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { isSeeded, seedDemoData } from '../server/demo/index';
import { migrate, openDb } from '../server/lib/db/index';
import type { Db } from '../server/lib/db/types';
import { saveStaffAccount } from '../server/lib/staffAccounts';
import { visitor, type Visitor } from '../server/testing/shopVisitor';

const TARGET_P95_MS = 300;
const ROUNDS = Number(process.env.ROUNDS ?? 20) & ~1;
const BENCH_ADMIN = 'bench-staff-writes@hobby.test';
const BENCH_PASSWORD = 'bench-staff-writes-password';
const SECTION = 'almaznaya-vyshivka';
const OTHER_SECTION = 'kartiny-po-nomeram';
/** A section nobody binds to, so it may be bound (R-FC-3: no chains). */
const UNBOUND_SECTION = 'pazly';
const TOGGLED_PROPERTY = 'brend';
const BENCH_QUERY = 'бенчмарк записи персонала';

interface Target {
  label: string;
  dataDir: string;
  databaseUrl?: string;
}

/** One staff write: `round` picks which of its two states it writes. */
interface StaffWrite {
  name: string;
  write: (round: number) => Promise<LightMyRequestResponse>;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function openApp(db: Db, dataDir: string): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null, dataDir } });
  await app.ready();
  return app;
}

async function json<T>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json<T>();
}

async function idOf(db: Db, table: string, code: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE code = $1`, [code]);
  if (!row) throw new Error(`no ${table} ${code}`);
  return row.id;
}

/** The writes, each against the state it found; the last is the save that changes nothing. */
async function staffWrites(db: Db, admin: Visitor): Promise<StaffWrite[]> {
  const sectionId = await idOf(db, 'sections', SECTION);
  const otherId = await idOf(db, 'sections', OTHER_SECTION);
  const unboundId = await idOf(db, 'sections', UNBOUND_SECTION);
  const propertyId = await idOf(db, 'properties', TOGGLED_PROPERTY);
  type Item = { UF_PROPERTY_ID: number; UF_SECTION_ID: number; [key: string]: unknown };
  const detail = await json<{ result: { items: Item[] } }>(
    admin.get(`/api/admin/filter/config/detail?sectionId=${sectionId}`),
  );
  const items = detail.result.items.map(({ ALL_VALUES: _, ...item }) => item);
  const seo = await json<{ result: { items: Record<string, unknown>[] } }>(
    admin.get('/api/admin/filter/seo/detail?base_url=/'),
  );
  const seoItems = seo.result.items.map(({ ALL_VALUES: _, ...item }) => item);
  const relations = await json<{ relations: { id: number; items: number[] }[] }>(
    admin.get('/api/admin/sections/relations?action=getData'),
  );
  const withRelation = (round: number) => [
    ...relations.relations.filter((r) => r.id !== sectionId),
    ...(round % 2 === 0 ? [{ id: sectionId, items: [otherId] }] : []),
  ];
  const columns = await json<{ columns: Record<string, unknown>[] }>(
    admin.get('/api/admin/csv/columns?action=getData'),
  );
  const column = columns.columns[0]!;
  type Group = { name: string; items: number[]; isActive: boolean };
  const { sharedPropertiesGrouped: groups } = await json<{ sharedPropertiesGrouped: Group[] }>(
    admin.get('/api/admin/catalog/exchange?action=getData'),
  );
  const transition = await json<{ item: { id: number } }>(
    admin.post('/api/admin/search/transitions', {
      action: 'add',
      item: { searchQuery: BENCH_QUERY, targetUrl: `/shop/${SECTION}/` },
    }),
  );
  const config = '/api/admin/filter/config';
  return [
    {
      name: 'filter settings: save',
      write: (round) =>
        admin.post(`${config}/save`, { items: round % 2 === 0 ? items.slice(0, -1) : items }),
    },
    {
      name: 'filter settings: property toggle',
      write: (round) =>
        admin.post(`${config}/${round % 2 === 0 ? 'propertyDisable' : 'propertyEnable'}`, {
          sectionId,
          propertyId,
        }),
    },
    {
      name: 'filter settings: copy',
      write: (round) =>
        admin.post(`${config}/copy`, {
          sectionId: otherId,
          copySectionId: round % 2 === 0 ? sectionId : 0,
        }),
    },
    {
      name: 'filter settings: bind',
      write: (round) =>
        round % 2 === 0
          ? admin.post(`${config}/bind`, { sectionId: unboundId, bindSectionId: sectionId })
          : admin.post(`${config}/bind`, { sectionId: unboundId, bindSectionId: 0 }),
    },
    {
      name: 'filter SEO: save',
      write: (round) =>
        admin.post('/api/admin/filter/seo/save', {
          items: seoItems.map((item, i) =>
            i === 0 && round % 2 === 0 ? { ...item, NAME: `${String(item.NAME)} ` } : item,
          ),
        }),
    },
    {
      name: 'relations: save',
      write: (round) =>
        admin.post('/api/admin/sections/relations', {
          action: 'save',
          relations: withRelation(round),
        }),
    },
    {
      name: 'relations: save and apply',
      write: (round) =>
        admin.post('/api/admin/sections/relations', {
          action: 'saveAndApply',
          relations: withRelation(round),
        }),
    },
    {
      name: 'transitions: update',
      write: (round) =>
        admin.post('/api/admin/search/transitions', {
          action: 'update',
          item: {
            id: transition.item.id,
            searchQuery: BENCH_QUERY,
            targetUrl: `/shop/${round % 2 === 0 ? OTHER_SECTION : SECTION}/`,
          },
        }),
    },
    {
      name: 'CSV columns: save',
      write: (round) =>
        admin.post('/api/admin/csv/columns', {
          action: 'save',
          columns: [{ ...column, EXAMPLES: `${String(column.EXAMPLES)}${round % 2 ? '' : ' '}` }],
        }),
    },
    {
      name: 'exchange settings: shared groups',
      write: (round) =>
        admin.post('/api/admin/catalog/exchange', {
          action: 'setSharedPropertiesGrouped',
          grouped_properties:
            round % 2 === 0
              ? [...groups, { name: 'Бенчмарк', items: [], isActive: false }]
              : groups,
        }),
    },
    {
      name: 'filter settings: save changing nothing',
      write: () => admin.post(`${config}/save`, { items }),
    },
  ];
}

async function bench(target: Target): Promise<void> {
  const db = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  const apps: FastifyInstance[] = [];
  try {
    await migrate(db);
    if (!(await isSeeded(db)))
      await seedDemoData(db, { size: 'full', log: (line) => console.log(`  ${line}`) });
    await saveStaffAccount(db, {
      email: BENCH_ADMIN,
      password: BENCH_PASSWORD,
      role: 'admin',
      name: 'Бенчмарк',
    });
    const app = await openApp(db, target.dataDir);
    apps.push(app);
    let otherDb: Db | undefined;
    if (target.databaseUrl) {
      otherDb = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
      apps.push(await openApp(otherDb, target.dataDir));
    }
    const admin = visitor(app);
    const signedIn = await admin.post('/api/user/auth', {
      login: BENCH_ADMIN,
      password: BENCH_PASSWORD,
    });
    if (signedIn.statusCode !== 200) throw new Error(`sign-in: ${signedIn.body}`);
    const writes = await staffWrites(db, admin);
    const [{ n: products } = { n: 0 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products',
    );
    const times = new Map(writes.map((w) => [w.name, [] as number[]]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const { name, write } of writes) {
        const started = performance.now();
        const answer = await write(round);
        const ms = performance.now() - started;
        if (answer.statusCode !== 200)
          throw new Error(`${name}: ${answer.statusCode} ${answer.body}`);
        times.get(name)!.push(ms);
      }
    }
    console.log(
      `staff writes on ${target.label}${otherDb ? ' (a second app listening)' : ''}, ` +
        `${products} products, ${ROUNDS} rounds, ${cpus().length} cores, load average ` +
        `${loadavg()
          .map((v) => v.toFixed(1))
          .join(' ')}`,
    );
    for (const [name, list] of times) {
      const sorted = [...list].sort((a, b) => a - b);
      const p95 = quantile(sorted, 0.95);
      console.log(
        `  ${name.padEnd(40)} p50 ${quantile(sorted, 0.5).toFixed(0).padStart(5)} ms, ` +
          `p95 ${p95.toFixed(0).padStart(5)} ms, max ${sorted.at(-1)!.toFixed(0).padStart(5)} ms ` +
          `(target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'})`,
      );
    }
    for (const other of apps.splice(0)) await other.close();
    await otherDb?.close();
  } finally {
    for (const app of apps) await app.close();
    await cleanUp(db);
    await db.close();
  }
}

/** Drops what the run added: its transition, its staff account and their change log records. */
async function cleanUp(db: Db): Promise<void> {
  await db.query('DELETE FROM direct_transitions WHERE search_query = $1', [BENCH_QUERY]);
  await db.query(
    'DELETE FROM staff_changes WHERE user_id IN (SELECT id FROM users WHERE email = $1)',
    [BENCH_ADMIN],
  );
  await db.query('DELETE FROM users WHERE email = $1', [BENCH_ADMIN]);
}

const ownDataDir = !process.env.DATA_DIR;
const dataDir =
  process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-bench-staff-writes-')));
const targets: Target[] = [{ label: 'embedded PGlite', dataDir }];
if (process.env.BENCH_DATABASE_URL)
  targets.push({
    label: 'PostgreSQL',
    dataDir: await mkdtemp(path.join(tmpdir(), 'hobby-bench-staff-writes-pg-')),
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
try {
  for (const target of targets) await bench(target);
} finally {
  if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
  for (const target of targets.slice(1)) await rm(target.dataDir, { recursive: true, force: true });
}
