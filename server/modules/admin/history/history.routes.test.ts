import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRowId, signedUp, staffSuite, visitor, type Db, type Visitor } from '../testing';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let editor: Visitor;
const names = { admin: '', editor: '' };

const suite = staffSuite();
beforeAll(async () => {
  ({ db, app, admin, editor } = suite);
  const [row] = await db.query<{ admin: string; editor: string }>(
    `SELECT (SELECT coalesce(nullif(name, ''), email) FROM users WHERE is_admin ORDER BY id LIMIT 1) AS admin,
            (SELECT coalesce(nullif(name, ''), email) FROM users WHERE is_editor AND NOT is_admin ORDER BY id LIMIT 1) AS editor`,
  );
  Object.assign(names, row);
});

const HISTORY = '/api/admin/history';

interface Change {
  id: number;
  at: string;
  userName: string;
  subject: string;
  revertOf: number | null;
  before: unknown;
  after: unknown;
}
interface History {
  changes: Change[];
  revertable: boolean;
}

async function history(tool: string, subject?: string): Promise<History> {
  const query = new URLSearchParams({ tool, ...(subject === undefined ? {} : { subject }) });
  const response = await editor.get(`${HISTORY}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: History }>().result;
}

async function revert(who: Visitor, changeId: number): Promise<History> {
  const response = await who.post(`${HISTORY}/${changeId}/revert`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: History }>().result;
}

async function ok(who: Visitor, url: string, body: unknown) {
  const response = await who.post(url, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: unknown }>();
}

const records = (tool: string, subject: string) =>
  db.query<{ user_id: number; before: unknown; after: unknown; revert_of: number | null }>(
    'SELECT user_id, before, after, revert_of FROM staff_changes WHERE tool = $1 AND subject = $2 ORDER BY id',
    [tool, subject],
  );

type ShopFilter = { code: string; values: { value: string }[] }[];

/** The section page's filter as the shop serves it (page JSON). */
async function shopFilter(code: string): Promise<ShopFilter> {
  const response = await app.inject({ url: `/shop/${code}/`, headers: { 'x-source': 'nuxt' } });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { filter: ShopFilter } }>().data.filter;
}

describe('issue 25 point 6: history and revert, access', () => {
  it('R-ROLE-2: a guest gets 401 and a shopper 403 for the history and a revert, and nothing is written', async () => {
    const [change] = await db.query<{ id: number }>(
      "SELECT id FROM staff_changes WHERE tool = 'filter' ORDER BY id LIMIT 1",
    );
    const url = `${HISTORY}/${change?.id ?? 1}/revert`;
    const before = await db.query('SELECT * FROM staff_changes ORDER BY id');
    const shopper = await signedUp(app, 'history-shopper@example.ru');
    expect((await visitor(app).get(`${HISTORY}?tool=filter`)).statusCode).toBe(401);
    expect((await visitor(app).post(url, {})).statusCode).toBe(401);
    expect((await shopper.get(`${HISTORY}?tool=filter`)).statusCode).toBe(403);
    expect((await shopper.post(url, {})).statusCode).toBe(403);
    expect(await db.query('SELECT * FROM staff_changes ORDER BY id')).toEqual(before);
  });

  it('an unknown entry answers 404 in Russian; a tool without revert 400; an unknown tool 400', async () => {
    const unknown = await admin.post(`${HISTORY}/2000000000/revert`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Запись истории не найдена: возможно, её уже нет' },
    });
    const transition = await ok(admin, '/api/admin/search/transitions', {
      action: 'add',
      item: { searchQuery: 'история без возврата', targetUrl: '/shop/' },
    });
    const { id } = (transition as unknown as { item: { id: number } }).item;
    const [logged] = (await history('search-transitions', String(id))).changes;
    const refused = await admin.post(`${HISTORY}/${logged!.id}/revert`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Правки этого инструмента вернуть нельзя');
    expect((await editor.get(`${HISTORY}?tool=nothing`)).statusCode).toBe(400);
  });
});

describe('issue 25 point 6: one record per edit', () => {
  it('typing N times into one transition is one record with the first before and the last after', async () => {
    const api = '/api/admin/search/transitions';
    const added = (
      (await ok(editor, api, {
        action: 'add',
        item: { searchQuery: 'в', targetUrl: '/shop/' },
      })) as unknown as { item: { id: number } }
    ).item;
    const typed = ['вы', 'выш', 'вышивка'];
    for (const searchQuery of typed)
      await ok(editor, api, { action: 'update', item: { ...added, searchQuery } });
    const subject = String(added.id);
    const log = await records('search-transitions', subject);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      before: null,
      after: { id: added.id, searchQuery: 'вышивка', targetUrl: '/shop/' },
    });
    // Another staff member's edit is a record of their own, and the list names both.
    await ok(admin, api, { action: 'update', item: { ...added, searchQuery: 'вышивки' } });
    const { changes, revertable } = await history('search-transitions', subject);
    expect(revertable).toBe(false);
    expect(changes.map((c) => c.userName)).toEqual([names.admin, names.editor]);
    expect(changes[0]).toMatchObject({
      subject,
      revertOf: null,
      before: { searchQuery: 'вышивка' },
      after: { searchQuery: 'вышивки' },
    });
    // Without a subject the list holds every subject of the tool.
    const all = await history('search-transitions');
    expect(all.changes.map((c) => c.id)).toContain(changes[1]!.id);
  });

  it('edits that end where they began leave no record', async () => {
    const sectionId = await demoRowId(db, 'sections', 'almaznaya-vyshivka');
    const formaStraz = await demoRowId(db, 'properties', 'forma-straz');
    const body = { sectionId, propertyId: formaStraz };
    const before = await records('filter', String(sectionId));
    await ok(editor, '/api/admin/filter/config/propertyDisable', body);
    await ok(editor, '/api/admin/filter/config/propertyEnable', body);
    expect(await records('filter', String(sectionId))).toEqual(before);
  });
});

describe('issue 25 point 6: revert', () => {
  it('filter settings: the revert restores before, is logged, the shop serves the earlier filter, and it can itself be reverted', async () => {
    const code = 'almaznaya-vyshivka';
    const sectionId = await demoRowId(db, 'sections', code);
    const tema = await demoRowId(db, 'properties', 'tema');
    const earlier = await shopFilter(code);
    expect(earlier.map((f) => f.code)).toContain('tema');

    await ok(admin, '/api/admin/filter/config/propertyDisable', { sectionId, propertyId: tema });
    expect((await shopFilter(code)).map((f) => f.code)).not.toContain('tema');
    const [hidden] = (await history('filter', String(sectionId))).changes;
    expect(hidden).toMatchObject({ userName: names.admin, after: { disabled: ['tema'] } });

    const afterRevert = await revert(editor, hidden!.id);
    expect(await shopFilter(code)).toEqual(earlier);
    const [reverted] = afterRevert.changes;
    expect(reverted).toMatchObject({
      userName: names.editor,
      revertOf: hidden!.id,
      before: hidden!.after,
      after: hidden!.before,
    });
    // A save right after a revert is a record of its own, not merged into the revert.
    const again = await revert(editor, reverted!.id);
    expect(again.changes[0]).toMatchObject({ revertOf: reverted!.id, after: hidden!.after });
    expect((await shopFilter(code)).map((f) => f.code)).not.toContain('tema');
    await revert(editor, again.changes[0]!.id);
    expect(await shopFilter(code)).toEqual(earlier);
  });

  it('filter SEO: the revert restores the url’s items as they were, logged', async () => {
    const baseUrl = '/shop/almaznaya-vyshivka/';
    const detailOf = async () => {
      const response = await admin.get(
        `/api/admin/filter/seo/detail?base_url=${encodeURIComponent(baseUrl)}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json<{ result: { items: Record<string, unknown>[] } }>().result;
    };
    const original = (await detailOf()).items;
    expect(original.length).toBeGreaterThan(0);
    const save = (items: Record<string, unknown>[]) =>
      ok(admin, '/api/admin/filter/seo/save', {
        items: items.map(({ ALL_VALUES: _all, ...item }) => item),
      });
    const [first, ...others] = original as [Record<string, unknown>, ...Record<string, unknown>[]];
    await save([
      { ...first, UF_META: { H1: 'Новый H1', TITLE: 'Новый title', DESCRIPTION: '' } },
      ...others,
    ]);
    const [edited] = (await history('filter-seo', baseUrl)).changes;
    await revert(admin, edited!.id);
    const restored = (await detailOf()).items;
    const settings = ({ ID: _id, ...item }: Record<string, unknown>) => item;
    expect(restored.map(settings)).toEqual(original.map(settings));
    const log = await records('filter-seo', baseUrl);
    expect(log.at(-1)).toMatchObject({ revert_of: edited!.id, after: edited!.before });
  });

  it('section relations: the revert restores the relations before the save and applies them', async () => {
    const api = '/api/admin/sections/relations';
    const current = async () =>
      (await admin.get(`${api}?action=getData`)).json<{
        relations: { id: number; items: number[] }[];
      }>().relations;
    const original = await current();
    const [a, b] = await db.query<{ id: number }>(
      `SELECT id FROM sections s WHERE NOT EXISTS (SELECT 1 FROM section_relations r
          WHERE r.section_id = s.id AND r.items <> '{}') ORDER BY id LIMIT 2`,
    );
    const response = await admin.post(api, {
      action: 'saveAndApply',
      relations: [...original, { id: a!.id, items: [b!.id] }],
    });
    expect(response.statusCode).toBe(200);
    const [saved] = (await history('section-relations')).changes;
    expect(saved!.userName).toBe(names.admin);
    await revert(admin, saved!.id);
    expect(await current()).toEqual(original);
    const [applied] = await db.query<{ applied_items: number[] }>(
      'SELECT applied_items FROM section_relations WHERE section_id = $1',
      [a!.id],
    );
    expect(applied?.applied_items ?? []).toEqual([]);
  });
});

describe('issue 25 point 6: every tool lists its history with the staff member’s name', () => {
  it('CSV columns and the exchange’s settings', async () => {
    await ok(editor, '/api/admin/csv/columns', {
      action: 'save',
      columns: [
        {
          CODE: 'HISTORY_COLUMN',
          SORT: 900,
          NAME: 'Колонка истории',
          DESCRIPTION: '',
          EXAMPLES: '',
          IN_FILTER: 0,
          FILTER_DATA: [],
        },
      ],
    });
    const brand = await demoRowId(db, 'properties', 'brend');
    const groups = await admin.post('/api/admin/catalog/exchange', {
      action: 'setSharedPropertiesGrouped',
      grouped_properties: [{ name: 'Из истории', items: [brand], isActive: true }],
    });
    expect(groups.statusCode, groups.body).toBe(200);

    const columns = await history('csv-columns');
    expect(columns).toMatchObject({ revertable: false, changes: [{ userName: names.editor }] });
    expect(JSON.stringify(columns.changes[0]!.after)).toContain('HISTORY_COLUMN');
    const exchange = await history('catalog-exchange', 'shared-groups');
    expect(exchange.changes[0]).toMatchObject({ userName: names.admin, subject: 'shared-groups' });
  });
});
