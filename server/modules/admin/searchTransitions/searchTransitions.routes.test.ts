import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countStatuses,
  fireAtOnce,
  signedUp,
  visitor,
  type Db,
  type Visitor,
  staffSuite,
} from '../testing';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let editor: Visitor;

const suite = staffSuite();
beforeAll(async () => {
  ({ db, app, admin, editor } = suite);
});

const API = '/api/admin/search/transitions';
const ADD_NEEDS_BOTH =
  'Для добавления необходимо указать запрос и страницу для редиректа без домена';

interface Transition {
  id: number;
  searchQuery: string;
  targetUrl: string;
}
interface TablePage {
  items: Transition[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

async function write(who: Visitor, action: string, item: object): Promise<Transition> {
  const response = await who.post(API, { action, item });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ item: Transition }>().item;
}

async function table(who: Visitor, query = '', page = 1): Promise<TablePage> {
  const response = await who.get(`${API}?query=${encodeURIComponent(query)}&page=${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: TablePage }>().result;
}

/** The table and its change log, to compare before and after a refused write. */
async function tables() {
  return {
    rows: await db.query('SELECT * FROM direct_transitions ORDER BY id'),
    changes: await db.query("SELECT * FROM staff_changes WHERE tool = 'search-transitions'"),
  };
}

/** Where the shop's results page sends a query: the target of a 302, or null when it shows results. */
async function shopLandsOn(query: string): Promise<string | null> {
  const response = await app.inject({
    url: `/search/?q=${encodeURIComponent(query)}`,
    headers: { 'x-source': 'nuxt' },
  });
  if (response.statusCode === 302) return response.headers.location as string;
  expect(response.statusCode).toBe(200);
  return null;
}

async function suggestRedirect(query: string): Promise<string | null> {
  const response = await app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(query)}` });
  return response.json<{ result: { redirect: string | null } }>().result.redirect;
}

describe('R-ROLE-2: who may use the direct transitions', () => {
  it('a guest gets 401 and a plain shopper 403, for reading and writing, and nothing is written', async () => {
    const shopper = await signedUp(app, 'transitions-shopper@example.ru');
    const before = await tables();
    const body = { action: 'add', item: { searchQuery: 'гостевой запрос', targetUrl: '/shop/' } };
    expect((await visitor(app).get(API)).statusCode).toBe(401);
    expect((await visitor(app).post(API, body)).statusCode).toBe(401);
    expect((await shopper.get(API)).statusCode).toBe(403);
    expect((await shopper.post(API, body)).statusCode).toBe(403);
    expect(await tables()).toEqual(before);
  });

  it.each(['admin', 'editor'] as const)('the %s reads and writes', async (role) => {
    const staff = role === 'admin' ? admin : editor;
    const added = await write(staff, 'add', {
      searchQuery: `запрос ${role}`,
      targetUrl: '/promotions/',
    });
    expect((await table(staff, `запрос ${role}`)).items).toEqual([added]);
    await write(staff, 'delete', { id: added.id });
  });
});

describe('R-DT-1: the table', () => {
  it('lists the seeded transitions newest first, 50 a page, with search on query or target', async () => {
    const all = await db.query<Transition>(
      `SELECT id, search_query AS "searchQuery", target_url AS "targetUrl"
         FROM direct_transitions ORDER BY id DESC`,
    );
    const first = await table(editor);
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 50 });
    expect(first.items).toEqual(all.slice(0, 50));

    // Case-insensitive substring of the query…
    expect((await table(editor, 'МОЗАИК')).items.map((t) => t.searchQuery).sort()).toEqual([
      'алмазная мозаика',
      'мозаика',
    ]);
    // …or of the target; `%` and `_` are letters, not wildcards.
    expect((await table(editor, '/kontakty/')).items.map((t) => t.searchQuery)).toEqual([
      'контакты',
    ]);
    expect((await table(editor, '%')).total).toBe(0);
    expect((await table(editor, '_')).total).toBe(0);
  });

  it('pages through hundreds of rows; a page past the end is empty but counts them', async () => {
    const added = await fireAtOnce(120, (i) =>
      write(admin, 'add', { searchQuery: `пакет ${i}`, targetUrl: `/shop/paket-${i}/` }),
    );
    const second = await table(editor, 'пакет', 2);
    expect(second).toMatchObject({ total: 120, page: 2, pageCount: 3 });
    expect(second.items).toHaveLength(50);
    const third = await table(editor, 'пакет', 3);
    expect(third.items).toHaveLength(20);
    const seen = [...(await table(editor, 'пакет', 1)).items, ...second.items, ...third.items].map(
      (t) => t.id,
    );
    expect(new Set(seen).size).toBe(120);
    expect(await table(editor, 'пакет', 4)).toMatchObject({ items: [], total: 120 });
    for (const t of added) await write(admin, 'delete', { id: t.id });
  });

  it('a malformed page or search answers 400', async () => {
    for (const url of [`${API}?page=0`, `${API}?page=x`, `${API}?query=${'я'.repeat(256)}`])
      expect((await editor.get(url)).statusCode, url).toBe(400);
  });
});

describe('R-DT-2, R-DT-3: writing', () => {
  it('add stores the query and target trimmed; the change log records who and what', async () => {
    const added = await write(editor, 'add', {
      searchQuery: '  Новый запрос  ',
      targetUrl: ' /shop/novyy/?sort=price ',
    });
    expect(added).toMatchObject({
      searchQuery: 'Новый запрос',
      targetUrl: '/shop/novyy/?sort=price',
    });
    const updated = await write(admin, 'update', {
      id: added.id,
      searchQuery: 'Новый запрос 2',
      targetUrl: '/shop/',
    });
    expect(updated).toEqual({ id: added.id, searchQuery: 'Новый запрос 2', targetUrl: '/shop/' });
    const deleted = await write(admin, 'delete', { id: added.id });
    expect(deleted).toEqual(updated);

    const log = await db.query<{ user_id: number; before: unknown; after: unknown }>(
      `SELECT user_id, before, after FROM staff_changes
        WHERE tool = 'search-transitions' AND subject = $1 ORDER BY id`,
      [String(added.id)],
    );
    const [ids] = await db.query<{ admin: number; editor: number }>(
      `SELECT (SELECT id FROM users WHERE email = 'admin@hobby.test') AS admin,
              (SELECT id FROM users WHERE is_editor AND NOT is_admin ORDER BY id LIMIT 1) AS editor`,
    );
    // The admin's update and delete, one right after the other, are one edit (issue 25 point 6).
    expect(log).toEqual([
      { user_id: ids!.editor, before: null, after: added },
      { user_id: ids!.admin, before: added, after: null },
    ]);
  });

  it('a duplicate query, compared trimmed and in any letter case, answers the duplicate text', async () => {
    const before = await tables();
    const duplicate = await admin.post(API, {
      action: 'add',
      item: { searchQuery: '  МОЗАИКА ', targetUrl: '/shop/' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: { code: 'DUPLICATE', message: 'Элемент с запросом "МОЗАИКА" уже существует!' },
    });

    // An edit that renames a row to another row's query is a duplicate too; its own query is not.
    const [pazly] = await db.query<Transition>(
      `SELECT id, search_query AS "searchQuery", target_url AS "targetUrl"
         FROM direct_transitions WHERE search_query = 'пазлы'`,
    );
    const rename = await admin.post(API, {
      action: 'update',
      item: { ...pazly, searchQuery: 'Скидки' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.message).toBe('Элемент с запросом "Скидки" уже существует!');
    expect(await tables()).toEqual(before);
    expect(await write(admin, 'update', { ...pazly, searchQuery: 'ПАЗЛЫ' })).toMatchObject({
      searchQuery: 'ПАЗЛЫ',
    });
    await write(admin, 'update', pazly!);
  });

  it('the same new query added at one moment by many: one row, the others get the duplicate text', async () => {
    const answers = await fireAtOnce(8, (i) =>
      (i % 2 ? admin : editor).post(API, {
        action: 'add',
        item: { searchQuery: i % 2 ? 'гонка' : ' ГОНКА', targetUrl: '/shop/' },
      }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: 7 });
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error.message).toMatch(
        /^Элемент с запросом "(гонка|ГОНКА)" уже существует!$/,
      );
    const added = answers.find((a) => a.statusCode === 200)!.json<{ item: Transition }>().item;
    await write(admin, 'delete', { id: added.id });
  });

  it('R-DT-2: add without a query or target, or with a target that is not a path of the shop, answers the spec text', async () => {
    const before = await tables();
    const items = [
      {},
      { searchQuery: 'без страницы' },
      { targetUrl: '/shop/' },
      { searchQuery: '   ', targetUrl: '/shop/' },
      { searchQuery: 'пробелы', targetUrl: '   ' },
      { searchQuery: 'домен', targetUrl: 'https://example.org/shop/' },
      { searchQuery: 'домен', targetUrl: 'example.org/shop/' },
      { searchQuery: 'домен', targetUrl: '//example.org/shop/' },
      { searchQuery: 'домен', targetUrl: '/\\example.org/' },
      { searchQuery: 'пробел', targetUrl: '/shop/два слова/' },
    ];
    for (const item of items) {
      const response = await admin.post(API, { action: 'add', item });
      expect(response.statusCode, JSON.stringify(item)).toBe(400);
      expect(response.json().error.message).toBe(ADD_NEEDS_BOTH);
    }
    expect(await tables()).toEqual(before);
  });

  it('malformed or impossible writes answer 400 or 404 with a Russian text and write nothing', async () => {
    const [row] = await db.query<{ id: number }>('SELECT id FROM direct_transitions LIMIT 1');
    const before = await tables();
    const bad: [number, unknown][] = [
      [400, {}],
      [400, { action: 'add' }],
      [400, { action: 'rename', item: { searchQuery: 'а', targetUrl: '/' } }],
      [400, { action: 'add', item: { searchQuery: 1, targetUrl: '/' } }],
      [400, { action: 'add', item: { searchQuery: 'я'.repeat(256), targetUrl: '/' } }],
      [400, { action: 'add', item: { searchQuery: 'длинный', targetUrl: `/${'a'.repeat(500)}` } }],
      [400, { action: 'add', item: { searchQuery: 'nul\u0000', targetUrl: '/' } }],
      [400, { action: 'update', item: { searchQuery: 'без id', targetUrl: '/' } }],
      [400, { action: 'update', item: { id: row!.id, searchQuery: '', targetUrl: '/' } }],
      [400, { action: 'update', item: { id: row!.id, searchQuery: 'а', targetUrl: 'http://x/' } }],
      [400, { action: 'update', item: { id: 'один', searchQuery: 'а', targetUrl: '/' } }],
      [400, { action: 'delete', item: {} }],
      [400, { action: 'delete', item: { id: -1 } }],
      [404, { action: 'delete', item: { id: 2_000_000_000 } }],
      [404, { action: 'update', item: { id: 2_000_000_000, searchQuery: 'а', targetUrl: '/' } }],
    ];
    for (const [status, body] of bad) {
      const response = await admin.post(API, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(status);
      expect(response.json().error.message).toMatch(/[А-Яа-яЁё]/);
    }
    expect(await tables()).toEqual(before);
  });
});

describe('R-DT-1: the shop’s search follows at once', () => {
  it('a results page shown before the transition existed redirects on the very next request, follows an edit and stops after delete', async () => {
    // The results page is cached in-process (page protocol); the transition must win over it.
    expect(await shopLandsOn('акварель сразу')).toBeNull();
    const added = await write(editor, 'add', {
      searchQuery: 'Акварель сразу',
      targetUrl: '/shop/akvarel/',
    });
    expect(await shopLandsOn('  акварель СРАЗУ ')).toBe('/shop/akvarel/');
    expect(await suggestRedirect('акварель сразу')).toBe('/shop/akvarel/');

    await write(editor, 'update', { ...added, targetUrl: '/promotions/' });
    expect(await shopLandsOn('акварель сразу')).toBe('/promotions/');
    expect(await suggestRedirect('акварель сразу')).toBe('/promotions/');

    await write(editor, 'delete', { id: added.id });
    expect(await shopLandsOn('акварель сразу')).toBeNull();
    expect(await suggestRedirect('акварель сразу')).toBeNull();
  });
});
