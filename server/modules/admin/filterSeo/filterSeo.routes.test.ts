import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilterSeoDetail, FilterSeoItem } from './service';
import {
  countStatuses,
  fireAtOnce,
  signedUp,
  visitor,
  type Db,
  type Visitor,
  demoRowId,
  staffSuite,
} from '../testing';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let editor: Visitor;
let shopper: Visitor;
const id = { diamond: 0, razmer: 0, tema: 0, brend: 0, formaStraz: 0, sectionWithout: 0 };
let sectionWithout = '';

const suite = staffSuite();
beforeAll(async () => {
  ({ db, app, admin, editor } = suite);
  shopper = await signedUp(app, 'seo-shopper@example.ru');
  id.diamond = await demoRowId(db, 'sections', 'almaznaya-vyshivka');
  id.razmer = await demoRowId(db, 'properties', 'razmer');
  id.tema = await demoRowId(db, 'properties', 'tema');
  id.brend = await demoRowId(db, 'properties', 'brend');
  id.formaStraz = await demoRowId(db, 'properties', 'forma-straz');
  // A section of the demo that has no SEO items of its own: it takes the '/' items.
  const [plain] = await db.query<{ id: number; code: string }>(
    `SELECT id, code FROM sections
      WHERE '/shop/' || code || '/' NOT IN (SELECT uf_base_url FROM seo_filter) ORDER BY id LIMIT 1`,
  );
  id.sectionWithout = plain!.id;
  sectionWithout = `/shop/${plain!.code}/`;
});

const API = '/api/admin/filter/seo';
const DIAMOND_URL = '/shop/almaznaya-vyshivka/';
const LANDING = '/shop/almaznaya-vyshivka/razmer-10x15/';

/** What a refused write must leave as it was. */
async function seoTables() {
  return {
    items: await db.query('SELECT * FROM seo_filter ORDER BY id'),
    changes: await db.query('SELECT * FROM staff_changes ORDER BY id'),
  };
}

const detailUrl = (baseUrl: string) => `${API}/detail?base_url=${encodeURIComponent(baseUrl)}`;

async function detail(who: Visitor, baseUrl: string): Promise<FilterSeoDetail> {
  const response = await who.get(detailUrl(baseUrl));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: FilterSeoDetail }>().result;
}

async function save(who: Visitor, items: unknown[]): Promise<FilterSeoDetail> {
  const response = await who.post(`${API}/save`, { items });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: FilterSeoDetail }>().result;
}

async function urls(who: Visitor): Promise<string[]> {
  const response = await who.get(API);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: string[] }>().result;
}

/** A new item as the screen would send it. */
function newItem(baseUrl: string, propertyId: number, title: string): Partial<FilterSeoItem> {
  return {
    NAME: `Элемент ${propertyId}`,
    UF_BASE_URL: baseUrl,
    UF_ACTIVE: true,
    UF_USE_DEFAULT: false,
    UF_RE_LINK: false,
    UF_TO_LOWER_CASE: false,
    UF_META: { H1: '#SECTION_NAME#: #VALUE#', TITLE: title, DESCRIPTION: '' },
    UF_PROPERTY_ID: propertyId,
    UF_REPLACES: [],
  };
}

/** The landing's title as the page protocol answers it, and as its HTML shell carries it. */
async function landingTitle(url: string): Promise<{ json: string; html: string }> {
  const page = await app.inject({ url, headers: { 'x-source': 'nuxt' } });
  expect(page.statusCode).toBe(200);
  const shell = await app.inject({ url });
  expect(shell.statusCode).toBe(200);
  return {
    json: page.json<{ seo: { title: string } }>().seo.title,
    html: /<title>([^<]*)<\/title>/.exec(shell.body)?.[1] ?? '',
  };
}

const expectRefused = async (
  who: Visitor,
  call: 'save' | 'saveItem' | 'delete',
  body: unknown,
  status = 400,
) => {
  const before = await seoTables();
  const response = await who.post(`${API}/${call}`, body);
  expect(response.statusCode, `${JSON.stringify(body).slice(0, 200)} → ${response.body}`).toBe(
    status,
  );
  expect(response.json<{ error: { message: string } }>().error.message).toMatch(/[А-Яа-яЁё]/);
  expect(await seoTables()).toEqual(before);
  return response.json<{ error: { code: string; message: string } }>().error;
};

describe('R-ROLE-2: who may use the filter SEO calls', () => {
  it('a guest gets 401 and a plain shopper 403 on every call, and nothing is written', async () => {
    const before = await seoTables();
    const calls = [
      (who: Visitor) => who.get(API),
      (who: Visitor) => who.get(detailUrl('/')),
      (who: Visitor) => who.post(`${API}/save`, { items: [newItem('/', id.razmer, 'Гость')] }),
      (who: Visitor) => who.post(`${API}/saveItem`, { item: newItem('/', id.razmer, 'Гость') }),
      (who: Visitor) => who.post(`${API}/delete`, { baseUrl: DIAMOND_URL }),
    ];
    for (const call of calls) {
      expect((await call(visitor(app))).statusCode).toBe(401);
      const refused = await call(shopper);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Недостаточно прав' },
      });
    }
    expect(await seoTables()).toEqual(before);
  });

  it.each(['admin', 'editor'] as const)(
    'the demo %s lists, reads, saves and deletes (issue 12 point 4)',
    async (role) => {
      const staff = role === 'admin' ? admin : editor;
      expect(await urls(staff)).toContain('/');
      const defaults = await detail(staff, '/');
      // The '/' items sent back as read: a save that changes nothing but is still a save.
      expect((await save(staff, defaults.items)).items).toEqual(defaults.items);
      await save(staff, [newItem(sectionWithout, id.razmer, `Заголовок ${role}`)]);
      const deleted = await staff.post(`${API}/delete`, { baseUrl: sectionWithout });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ result: true });
      expect(await urls(staff)).not.toContain(sectionWithout);
    },
  );
});

describe('R-SEO-1, R-SEO-5: reading', () => {
  it('R-SEO-1: the list of created urls starts with «/»', async () => {
    const list = await urls(editor);
    expect(list[0]).toBe('/');
    expect(list).toContain(DIAMOND_URL);
    const stored = await db.query<{ url: string }>(
      'SELECT DISTINCT uf_base_url AS url FROM seo_filter',
    );
    expect([...list].sort()).toEqual(stored.map((row) => row.url).sort());
  });

  it('R-SEO-5: «/» gives its items in UF_SORT order with every field and the values counted in the whole catalogue', async () => {
    const result = await detail(editor, '/');
    expect(result.baseUrl).toBe('/');
    expect(result.section).toBeNull();
    expect(result.items.map((item) => item.UF_PROPERTY_ID)).toEqual([id.razmer, id.tema, id.brend]);
    const size = result.items[0]!;
    expect(Object.keys(size).sort()).toEqual(
      [
        'ID',
        'NAME',
        'UF_BASE_URL',
        'UF_ACTIVE',
        'UF_USE_DEFAULT',
        'UF_RE_LINK',
        'UF_TO_LOWER_CASE',
        'UF_META',
        'UF_PROPERTY_ID',
        'UF_SORT',
        'UF_REPLACES',
        'ALL_VALUES',
      ].sort(),
    );
    expect(size).toMatchObject({
      NAME: 'Размер',
      UF_BASE_URL: '/',
      UF_ACTIVE: true,
      UF_USE_DEFAULT: false,
      UF_RE_LINK: true,
      UF_TO_LOWER_CASE: true,
      UF_META: {
        H1: '#SECTION_NAME# размером #VALUE#',
        TITLE: '#SECTION_NAME# #VALUE# см — купить от #GOODS_MIN_PRICE# ₽',
      },
    });
    expect(size.UF_REPLACES[0]).toEqual({ DISPLAY_NAME: '10x15', REPLACE: '10 на 15' });
    const [counted] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products p JOIN property_values v ON v.id = ANY(p.value_ids)
        WHERE p.active AND v.property_id = $1 AND v.value = '40x50'`,
      [id.razmer],
    );
    expect(counted!.count).toBeGreaterThan(0);
    expect(size.ALL_VALUES['40x50']).toEqual({
      VALUE: '40x50',
      NAME: '40x50',
      COUNT: counted!.count,
    });
    expect(result.properties.find((p) => p.id === id.razmer)).toMatchObject({
      name: 'Размер',
      code: 'razmer',
      used: true,
    });
    expect(result.properties.find((p) => p.id === id.formaStraz)).toMatchObject({ used: false });
  });

  it('R-SEO-2: a section url, written without its slash, names its section and counts values in it', async () => {
    const result = await detail(editor, '/shop/almaznaya-vyshivka');
    expect(result.baseUrl).toBe(DIAMOND_URL);
    expect(result.section).toEqual({ id: id.diamond, name: 'Алмазная вышивка' });
    expect(result.items.map((item) => item.UF_PROPERTY_ID)).toEqual([id.formaStraz]);
    const everywhere = (await detail(editor, '/')).items[0]!.ALL_VALUES;
    const saved = await save(editor, [
      ...result.items,
      newItem(DIAMOND_URL, id.razmer, 'В разделе'),
    ]);
    const inSection = saved.items[1]!.ALL_VALUES;
    expect(Object.keys(inSection)).toEqual(Object.keys(everywhere));
    const total = (values: typeof inSection) =>
      Object.values(values).reduce((sum, value) => sum + value.COUNT, 0);
    expect(total(inSection)).toBeLessThan(total(everywhere));
    await save(editor, result.items);
  });

  it('a section url without items answers none, with every property to add; a url of no section 404', async () => {
    const result = await detail(editor, sectionWithout);
    expect(result.items).toEqual([]);
    expect(result.section?.id).toBe(id.sectionWithout);
    expect(result.properties.length).toBeGreaterThan(0);
    expect(result.properties.every((p) => !p.used)).toBe(true);
    const missing = await editor.get(detailUrl('/shop/no-such-section/'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(
      'Раздел каталога с адресом /shop/no-such-section/ не найден',
    );
  });

  it.each([
    ['https://hobby.test/shop/kartiny/', 'Укажите адрес без домена'],
    ['//hobby.test/shop/', 'Укажите адрес без домена'],
    ['shop/kartiny/', 'Адрес должен начинаться с «/»'],
    ['/shop/kartiny/?sort=price', 'без параметров'],
    ['/shop/kartiny/page/2/', 'Неверный адрес'],
    ['/shop/%ZZ/', 'Неверный адрес'],
    [`/${'a'.repeat(255)}/`, 'Поле'],
  ])('a bad url %s answers 400 with what to fix', async (url, message) => {
    const response = await editor.get(detailUrl(url));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toContain(message);
  });
});

describe('R-SEO-2: saving (issue 12 point 4)', () => {
  it('stores the items in the order sent, UF_SORT in steps of 10, and without ALL_VALUES', async () => {
    const first = await save(editor, [
      newItem(sectionWithout, id.razmer, 'Размер'),
      newItem(sectionWithout, id.tema, 'Тема'),
      { ...newItem(sectionWithout, id.brend, 'Бренд'), UF_SORT: 7 },
    ]);
    expect(first.items.map((item) => item.UF_PROPERTY_ID)).toEqual([id.razmer, id.tema, id.brend]);
    expect(first.items.map((item) => item.UF_SORT)).toEqual([10, 20, 30]);
    expect(first.items.every((item) => item.ID > 0)).toBe(true);

    // Reordered, one item changed, one left out: updated in place, the one left out deleted.
    const [size, theme] = first.items as [FilterSeoItem, FilterSeoItem];
    const second = await save(editor, [{ ...theme, NAME: 'Тема раздела' }, size]);
    expect(second.items.map((item) => [item.ID, item.NAME, item.UF_SORT])).toEqual([
      [theme.ID, 'Тема раздела', 10],
      [size.ID, size.NAME, 20],
    ]);
    const rows = await db.query<{ id: number; uf_sort: number; row: object }>(
      'SELECT id, uf_sort, to_jsonb(f) AS row FROM seo_filter f WHERE uf_base_url = $1 ORDER BY uf_sort',
      [sectionWithout],
    );
    expect(rows.map((row) => [row.id, row.uf_sort])).toEqual([
      [theme.ID, 10],
      [size.ID, 20],
    ]);
    expect(JSON.stringify(rows)).not.toContain('ALL_VALUES');
    expect(JSON.stringify(rows)).not.toContain(Object.keys(size.ALL_VALUES)[0]);
    await editor.post(`${API}/delete`, { baseUrl: sectionWithout });
  });

  it('«/» cannot defer to a default: its UF_USE_DEFAULT is stored off', async () => {
    const defaults = await detail(editor, '/');
    const saved = await save(editor, [
      { ...defaults.items[0]!, UF_USE_DEFAULT: true },
      ...defaults.items.slice(1),
    ]);
    expect(saved.items[0]!.UF_USE_DEFAULT).toBe(false);
  });

  it('malformed or impossible saves answer 400 and write nothing', async () => {
    const good = newItem(sectionWithout, id.razmer, 'Ок');
    const [rootItem] = (await detail(editor, '/')).items;
    const [textProperty] = await db.query<{ id: number }>(
      "SELECT id FROM properties WHERE type <> 'list' ORDER BY id LIMIT 1",
    );
    const withoutMeta = { ...good };
    delete withoutMeta.UF_META;
    const bodies: unknown[] = [
      {},
      { items: [] },
      { items: 'не список' },
      { items: [withoutMeta] },
      { items: [{ ...good, UF_ACTIVE: 'Y' }] },
      { items: [{ ...good, UF_PROPERTY_ID: '5' }] },
      { items: [{ ...good, NAME: 'а'.repeat(256) }] },
      { items: [{ ...good, UF_META: { ...good.UF_META, TITLE: 'а'.repeat(1001) } }] },
      { items: [{ ...good, UF_META: { H1: '', TITLE: '' } }] },
      {
        items: [
          {
            ...good,
            UF_REPLACES: Array.from({ length: 501 }, (_, i) => ({
              DISPLAY_NAME: `${i}`,
              REPLACE: `${i}`,
            })),
          },
        ],
      },
      { items: [{ ...good, UF_REPLACES: [{ DISPLAY_NAME: 'а' }] }] },
      { items: [{ ...good, UF_BASE_URL: 'https://hobby.test/shop/' }] },
      { items: [{ ...good, UF_BASE_URL: '/shop/no-such-section/' }] },
      { items: [{ ...good, UF_PROPERTY_ID: 999_999 }] },
      ...(textProperty ? [{ items: [{ ...good, UF_PROPERTY_ID: textProperty.id }] }] : []),
      { items: [good, newItem('/', id.tema, 'Другой адрес')] },
      { items: [good, { ...good, NAME: 'Второй' }] },
      // an item of '/' sent as an item of another url
      { items: [{ ...good, ID: rootItem!.ID }] },
    ];
    for (const body of bodies) await expectRefused(editor, 'save', body);
  });
});

describe('R-SEO-2, issue 25 point 9: «Сохранить «Размер»» saves one item, never an empty one', () => {
  async function saveOne(item: unknown): Promise<FilterSeoDetail> {
    const response = await editor.post(`${API}/saveItem`, { item });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: FilterSeoDetail }>().result;
  }
  const emptyItem = (propertyId: number) => ({
    ...newItem(sectionWithout, propertyId, ''),
    NAME: 'Размер',
    UF_META: { H1: ' ', TITLE: '', DESCRIPTION: '' },
  });

  it('writes only the item sent: another item keeps its stored texts and place, a new one goes last', async () => {
    const [size, theme] = (
      await save(editor, [
        newItem(sectionWithout, id.razmer, 'Размер'),
        newItem(sectionWithout, id.tema, 'Тема'),
      ])
    ).items as [FilterSeoItem, FilterSeoItem];

    const saved = await saveOne({ ...size, UF_META: { ...size.UF_META, TITLE: 'Размер — новый' } });
    expect(saved.items.map((item) => [item.ID, item.UF_META.TITLE, item.UF_SORT])).toEqual([
      [size.ID, 'Размер — новый', 10],
      [theme.ID, 'Тема', 20],
    ]);

    const added = await saveOne(newItem(sectionWithout, id.brend, 'Бренд'));
    expect(added.items.map((item) => [item.UF_PROPERTY_ID, item.UF_SORT])).toEqual([
      [id.razmer, 10],
      [id.tema, 20],
      [id.brend, 30],
    ]);
    await editor.post(`${API}/delete`, { baseUrl: sectionWithout });
  });

  it('a new item without texts or replaces is refused by either save, naming it; an existing one may be emptied', async () => {
    for (const [call, body] of [
      ['saveItem', { item: emptyItem(id.razmer) }],
      ['save', { items: [newItem(sectionWithout, id.tema, 'Тема'), emptyItem(id.razmer)] }],
    ] as const) {
      const error = await expectRefused(editor, call, body);
      expect(error).toEqual({
        code: 'EMPTY_ITEM',
        message: 'Элемент «Размер» пуст: заполните H1, Title, Description или замены значений',
      });
    }
    const withReplace = await saveOne({
      ...emptyItem(id.razmer),
      UF_REPLACES: [{ DISPLAY_NAME: '30x40', REPLACE: '30 на 40 см' }],
    });
    const [stored] = withReplace.items as [FilterSeoItem];
    const emptied = await saveOne({ ...stored, UF_REPLACES: [] });
    expect(emptied.items.map((item) => [item.ID, item.UF_REPLACES])).toEqual([[stored.ID, []]]);
    await editor.post(`${API}/delete`, { baseUrl: sectionWithout });
  });

  it('an item of another url, a second item of a property, or a bad url is refused and nothing written', async () => {
    const [rootItem] = (await detail(editor, '/')).items as [FilterSeoItem];
    const [size] = (await save(editor, [newItem(sectionWithout, id.razmer, 'Размер')])).items as [
      FilterSeoItem,
    ];
    const refusals = [
      [{ item: { ...size, ID: rootItem.ID } }, 'UNKNOWN_ITEM'],
      [{ item: newItem(sectionWithout, id.razmer, 'Второй размер') }, 'DUPLICATE_PROPERTY'],
      [{ item: { ...size, UF_BASE_URL: 'https://hobby.test/shop/' } }, 'BAD_URL'],
      [{ item: { ...size, UF_BASE_URL: 'shop/kartiny/' } }, 'BAD_URL'],
      [{ items: [size] }, 'VALIDATION'],
    ] as const;
    for (const [body, code] of refusals)
      expect((await expectRefused(editor, 'saveItem', body)).code).toBe(code);
    await editor.post(`${API}/delete`, { baseUrl: sectionWithout });
  });
});

describe('issue 12 point 4: saves of one url at the same moment', () => {
  it('all succeed one after another, logged, and the url ends with one save’s items', async () => {
    const changesBefore = await db.query('SELECT id FROM staff_changes');
    const answers = await fireAtOnce(6, (index) =>
      (index % 2 ? admin : editor).post(`${API}/save`, {
        items: [
          newItem(sectionWithout, id.razmer, `Одновременно ${index}`),
          newItem(sectionWithout, id.tema, `Одновременно ${index}`),
        ],
      }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 6 });
    const rows = await db.query<{ uf_meta: { TITLE: string }; uf_sort: number }>(
      'SELECT uf_meta, uf_sort FROM seo_filter WHERE uf_base_url = $1 ORDER BY uf_sort',
      [sectionWithout],
    );
    expect(rows.map((row) => row.uf_sort)).toEqual([10, 20]);
    expect(rows[0]!.uf_meta.TITLE).toBe(rows[1]!.uf_meta.TITLE);
    const changes = await db.query<{ before: { items: unknown[] } }>(
      'SELECT before FROM staff_changes WHERE NOT (id = ANY($1::int[])) ORDER BY id',
      [changesBefore.map((row) => (row as { id: number }).id)],
    );
    // One staff member's saves in a row are one record (issue 25 point 6): two to six records,
    // as the two members' saves took turns. Each started from the one before: only the first
    // found the url empty.
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes.length).toBeLessThanOrEqual(6);
    expect(changes.map((change) => change.before.items.length)).toEqual([
      0,
      ...Array.from({ length: changes.length - 1 }, () => 2),
    ]);
    await admin.post(`${API}/delete`, { baseUrl: sectionWithout });
  });
});

describe('R-SEO-3: deleting', () => {
  it('«/» cannot be deleted, however it is written; a url without items answers 404', async () => {
    for (const baseUrl of ['/', ' / ']) {
      const error = await expectRefused(admin, 'delete', { baseUrl });
      expect(error.message).toBe('Настройки по умолчанию («/») удалить нельзя');
    }
    const error = await expectRefused(admin, 'delete', { baseUrl: sectionWithout }, 404);
    expect(error.message).toBe(`Для адреса ${sectionWithout} нет настроек SEO фильтра`);
    await expectRefused(admin, 'delete', { baseUrl: 'shop/' });
    await expectRefused(admin, 'delete', {});
  });

  it('deletes every item of the url and only those', async () => {
    await save(admin, [
      newItem(sectionWithout, id.razmer, 'Раз'),
      newItem(sectionWithout, id.tema, 'Два'),
    ]);
    const others = await db.query('SELECT * FROM seo_filter WHERE uf_base_url <> $1 ORDER BY id', [
      sectionWithout,
    ]);
    const response = await admin.post(`${API}/delete`, {
      baseUrl: sectionWithout.slice(0, -1),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await db.query('SELECT * FROM seo_filter ORDER BY id')).toEqual(others);
  });
});

describe('issue 12 point 6: the change log', () => {
  it('every save and delete records who, when, and the url’s items before and after; detail lists them newest first', async () => {
    const saved = await save(editor, [newItem(sectionWithout, id.razmer, 'Для журнала')]);
    await admin.post(`${API}/delete`, { baseUrl: sectionWithout });
    const rows = await db.query<{ tool: string; subject: string; user_id: number }>(
      'SELECT tool, subject, user_id FROM staff_changes WHERE subject = $1 ORDER BY id DESC LIMIT 2',
      [sectionWithout],
    );
    expect(rows.map((row) => [row.tool, row.subject])).toEqual([
      ['filter-seo', sectionWithout],
      ['filter-seo', sectionWithout],
    ]);
    const { changes } = await detail(editor, sectionWithout);
    expect(changes.length).toBeGreaterThanOrEqual(2);
    const [deleted, created] = changes as [
      FilterSeoDetail['changes'][number],
      FilterSeoDetail['changes'][number],
    ];
    const [names] = await db.query<{ admin: string; editor: string }>(
      `SELECT (SELECT coalesce(nullif(name, ''), email) FROM users WHERE is_admin ORDER BY id LIMIT 1) AS admin,
              (SELECT coalesce(nullif(name, ''), email) FROM users WHERE is_editor AND NOT is_admin ORDER BY id LIMIT 1) AS editor`,
    );
    expect(deleted.userName).toBe(names!.admin);
    expect(created.userName).toBe(names!.editor);
    expect(deleted.id).toBeGreaterThan(created.id);
    expect(Date.parse(deleted.at)).toBeGreaterThanOrEqual(Date.parse(created.at));
    expect(created.before).toEqual({ items: [] });
    expect(created.after).toEqual({
      items: [
        {
          CODE: 'razmer',
          NAME: saved.items[0]!.NAME,
          UF_ACTIVE: true,
          UF_USE_DEFAULT: false,
          UF_RE_LINK: false,
          UF_TO_LOWER_CASE: false,
          UF_META: { H1: '#SECTION_NAME#: #VALUE#', TITLE: 'Для журнала', DESCRIPTION: '' },
          UF_REPLACES: [],
          UF_SORT: 10,
        },
      ],
    });
    expect(deleted.before).toEqual(created.after);
    expect(deleted.after).toEqual({ items: [] });
  });
});

describe('issue 12 point 5: the shop follows at once', () => {
  it('a landing’s title follows a save of «/», a section url item and its delete, on the next request', async () => {
    const before = await landingTitle(LANDING);
    expect(before.json).toMatch(/^Алмазная вышивка 10 на 15 см — купить от \d+ ₽$/);
    expect(before.html).toBe(before.json);

    const defaults = await detail(editor, '/');
    const [size, ...rest] = defaults.items as [FilterSeoItem, ...FilterSeoItem[]];
    const title = (template: string) => ({
      ...size,
      UF_META: { ...size.UF_META, TITLE: template },
    });
    await save(editor, [title('#VALUE# для #SECTION_NAME#'), ...rest]);
    expect(await landingTitle(LANDING)).toEqual({
      json: '10 на 15 для Алмазная вышивка',
      html: '10 на 15 для Алмазная вышивка',
    });

    // The section's own item wins over '/', and its delete gives the landing back to '/'.
    const own = await detail(editor, DIAMOND_URL);
    await save(editor, [...own.items, newItem(DIAMOND_URL, id.razmer, 'Свой: #VALUE#')]);
    expect((await landingTitle(LANDING)).json).toBe('Свой: 10x15');
    await save(editor, own.items);
    expect((await landingTitle(LANDING)).json).toBe('10 на 15 для Алмазная вышивка');

    await save(editor, defaults.items);
    expect(await landingTitle(LANDING)).toEqual(before);
  });

  it('deleting a section url gives its landings the «/» texts again', async () => {
    const own = await detail(editor, DIAMOND_URL);
    const landing = '/shop/almaznaya-vyshivka/forma-straz-kruglye/';
    const page = async () =>
      (await app.inject({ url: landing, headers: { 'x-source': 'nuxt' } })).json<{
        seo: { h1: string };
      }>().seo.h1;
    expect(await page()).toBe('Алмазная мозаика: круглые стразы');
    expect((await admin.post(`${API}/delete`, { baseUrl: DIAMOND_URL })).statusCode).toBe(200);
    expect(await page()).toBe('Алмазная вышивка: Круглые');
    // Created anew: the deleted items' ids are gone.
    await save(
      admin,
      own.items.map(({ ID: _deleted, ...item }) => item),
    );
    expect(await page()).toBe('Алмазная мозаика: круглые стразы');
  });
});
