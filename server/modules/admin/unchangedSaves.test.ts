import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRowId, staffSuite, type Db, type Visitor } from './testing';

/**
 * Issue 24 point 1: a staff write that changes nothing writes no row and rebuilds nothing. Each
 * save below is sent a second time as it was, or sends what is stored already: it answers as a
 * save does, and no row of the staff tables is written (each row's xmin, the transaction that
 * wrote it, stays) and the catalogue index makes no new snapshot.
 */
const TABLES = [
  'filter_config',
  'filter_disabled_properties',
  'filter_binds',
  'seo_filter',
  'section_relations',
  'direct_transitions',
  'csv_columns',
  'shared_property_groups',
  'staff_changes',
];
const SECTION = 'almaznaya-vyshivka';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let sectionId: number;
let otherId: number;
/** A section nobody binds to, so it may be bound (R-FC-3: no chains). */
let unboundId: number;
let propertyId: number;

const suite = staffSuite();
beforeAll(async () => {
  ({ db, app, admin } = suite);
  sectionId = await demoRowId(db, 'sections', SECTION);
  otherId = await demoRowId(db, 'sections', 'kartiny-po-nomeram');
  unboundId = await demoRowId(db, 'sections', 'pazly');
  propertyId = await demoRowId(db, 'properties', 'brend');
});

/** Every row of the staff tables with the transaction that wrote it. */
async function written(): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ rows: string | null }>(
      `SELECT string_agg(t.xmin::text || ' ' || t::text, E'\\n' ORDER BY t::text) AS rows
         FROM ${table} t`,
    );
    state[table] = row?.rows ?? '';
  }
  return state;
}

/** A staff GET's JSON, failing with the answer's status and body when it is not a 200. */
async function read<T>(url: string): Promise<T> {
  const answer = await admin.get(url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}

/** Sends `save` and expects a 200 that wrote no row and made no new catalogue snapshot. */
async function expectNothingWritten(save: () => ReturnType<Visitor['post']>) {
  await app.catalogIndex.settled();
  const before = await written();
  const snapshot = app.catalogIndex.current();
  const answer = await save();
  expect(answer.statusCode, answer.body).toBe(200);
  await app.catalogIndex.settled();
  expect(await written()).toEqual(before);
  expect(app.catalogIndex.current()).toBe(snapshot);
  return answer;
}

/** Sends `save` as a real change first (200), then checks that sending it again writes nothing. */
async function expectRepeatWritesNothing(save: () => ReturnType<Visitor['post']>) {
  const first = await save();
  expect(first.statusCode, first.body).toBe(200);
  const again = await expectNothingWritten(save);
  // The same answer as the save that changed something: the screen shows its usual success.
  expect(again.json()).toEqual(first.json());
}

const config = '/api/admin/filter/config';

describe('a staff save that changes nothing writes no row and rebuilds nothing (issue 24 point 1)', () => {
  it('filter settings: save, toggle, copy, bind and unbind', async () => {
    const detail = await read<{ result: { items: Record<string, unknown>[] } }>(
      `${config}/detail?sectionId=${sectionId}`,
    );
    const items = detail.result.items.map(({ ALL_VALUES: _, ...item }) => item);
    await expectRepeatWritesNothing(() => admin.post(`${config}/save`, { items }));
    await expectNothingWritten(() =>
      admin.post(`${config}/propertyEnable`, { sectionId, propertyId }),
    );
    await expectRepeatWritesNothing(() =>
      admin.post(`${config}/copy`, { sectionId: otherId, copySectionId: sectionId }),
    );
    await expectRepeatWritesNothing(() =>
      admin.post(`${config}/bind`, { sectionId: unboundId, bindSectionId: sectionId }),
    );
    await expectRepeatWritesNothing(() =>
      admin.post(`${config}/bind`, { sectionId: unboundId, bindSectionId: 0 }),
    );
  });

  it('filter SEO: the «/» items saved as they are', async () => {
    const detail = await read<{ result: { items: Record<string, unknown>[] } }>(
      '/api/admin/filter/seo/detail?base_url=/',
    );
    const items = detail.result.items.map(({ ALL_VALUES: _, ...item }) => item);
    expect(items.length).toBeGreaterThan(0);
    await expectNothingWritten(() => admin.post('/api/admin/filter/seo/save', { items }));
  });

  it('section relations: save and save-and-apply', async () => {
    const url = '/api/admin/sections/relations';
    const relations = [{ id: sectionId, items: [otherId] }];
    await expectRepeatWritesNothing(() => admin.post(url, { action: 'saveAndApply', relations }));
    await expectNothingWritten(() => admin.post(url, { action: 'save', relations }));
  });

  it('direct transitions: an update to the values stored', async () => {
    const url = '/api/admin/search/transitions';
    const item = { searchQuery: 'ничего не меняющий запрос', targetUrl: `/shop/${SECTION}/` };
    const added = await admin.post(url, { action: 'add', item });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json<{ item: { id: number } }>().item;
    await expectNothingWritten(() => admin.post(url, { action: 'update', item: { id, ...item } }));
  });

  it('CSV columns and the exchange settings saved as they are', async () => {
    const { columns } = await read<{ columns: unknown[] }>('/api/admin/csv/columns?action=getData');
    expect(columns.length).toBeGreaterThan(0);
    await expectNothingWritten(() =>
      admin.post('/api/admin/csv/columns', { action: 'save', columns }),
    );
    const exchange = await read<{ sharedPropertiesGrouped: unknown[] }>(
      '/api/admin/catalog/exchange?action=getData',
    );
    const grouped = exchange.sharedPropertiesGrouped;
    expect(grouped.length).toBeGreaterThan(0);
    await expectNothingWritten(() =>
      admin.post('/api/admin/catalog/exchange', {
        action: 'setSharedPropertiesGrouped',
        grouped_properties: grouped,
      }),
    );
  });
});
