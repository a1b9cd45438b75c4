import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilterConfigItem } from './service';
import {
  countStatuses,
  fireAtOnce,
  type Db,
  type Visitor,
  demoRowId,
  staffSuite,
} from '../testing';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let editor: Visitor;
/** Demo ids: the two picture branches have settings of their own, the second switches two off. */
const id = { diamond: 0, paintings: 0, razmer: 0, tema: 0, brend: 0, formaStraz: 0 };

const suite = staffSuite();
beforeAll(async () => {
  ({ db, app, admin, editor } = suite);
  id.diamond = await demoRowId(db, 'sections', 'almaznaya-vyshivka');
  id.paintings = await demoRowId(db, 'sections', 'kartiny-po-nomeram');
  id.razmer = await demoRowId(db, 'properties', 'razmer');
  id.tema = await demoRowId(db, 'properties', 'tema');
  id.brend = await demoRowId(db, 'properties', 'brend');
  id.formaStraz = await demoRowId(db, 'properties', 'forma-straz');
});

const API = '/api/admin/filter/config';

/** The three settings tables, to compare before and after a refused write. */
async function settingsTables() {
  return {
    config: await db.query('SELECT * FROM filter_config ORDER BY id'),
    binds: await db.query('SELECT * FROM filter_binds ORDER BY section_id'),
    disabled: await db.query(
      'SELECT * FROM filter_disabled_properties ORDER BY section_id, property_id',
    ),
    changes: await db.query('SELECT * FROM staff_changes ORDER BY id'),
  };
}

interface Detail {
  section: { id: number; name: string };
  bindSection: { id: number; name: string } | null;
  items: FilterConfigItem[];
  properties: { ID: number; CODE: string; ENABLED: boolean; SECTION_DATA: object }[];
  changes: {
    id: number;
    at: string;
    userName: string;
    before: { items: { CODE: string }[]; disabled: string[]; bindSectionId: number | null };
    after: { items: { CODE: string }[]; disabled: string[]; bindSectionId: number | null };
  }[];
}

async function detail(who: Visitor, sectionId: number): Promise<Detail> {
  const response = await who.get(`${API}/detail?sectionId=${sectionId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: Detail }>().result;
}

async function write(who: Visitor, call: string, body: unknown): Promise<Detail> {
  const response = await who.post(`${API}/${call}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: Detail }>().result;
}

type ShopFilter = { code: string; values: { value: string }[] }[];

/** The section page's filter as the shop sends it (page JSON, X-Source: nuxt). */
async function shopFilter(code: string): Promise<ShopFilter> {
  const response = await app.inject({ url: `/shop/${code}/`, headers: { 'x-source': 'nuxt' } });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { filter: ShopFilter } }>().data.filter;
}

describe('admin filter configuration: reading (R-FC-8)', () => {
  it('R-FC-1: config lists every section under «По-умолчанию», those with settings or a binding, and the bindings', async () => {
    const response = await editor.get(API);
    expect(response.statusCode).toBe(200);
    type Section = { id: number; ID: number; name: string; LABEL: string; label: string };
    type Marked = Section & { withSettings: boolean; withRelations: boolean };
    const { allSections, sections, relations } = response.json<{
      result: {
        allSections: Marked[];
        sections: Marked[];
        relations: { sectionId: number; bindSectionId: number }[];
      };
    }>().result;
    expect(allSections[0]).toMatchObject({
      id: 0,
      ID: 0,
      name: 'По-умолчанию',
      withSettings: true,
    });
    const [all] = await db.query<{ count: number }>('SELECT count(*) AS count FROM sections');
    expect(allSections).toHaveLength(all!.count + 1);
    expect(allSections.find((s) => s.id === id.diamond)).toMatchObject({
      LABEL: '• Алмазная вышивка',
      withSettings: true,
    });

    const binds = await db.query<{ section_id: number; bind_section_id: number }>(
      'SELECT section_id, bind_section_id FROM filter_binds ORDER BY section_id',
    );
    expect(binds.length).toBeGreaterThan(0);
    expect(relations).toEqual(
      binds.map((b) => ({ sectionId: b.section_id, bindSectionId: b.bind_section_id })),
    );
    // a bound theme subsection sits one step deeper than its branch, marked 'есть привязка'
    const bound = allSections.find((s) => s.id === binds[0]!.section_id)!;
    expect(bound).toMatchObject({ withRelations: true });
    expect(bound.LABEL).toMatch(/^• • \S/);
    expect(allSections.indexOf(bound)).toBeGreaterThan(
      allSections.findIndex((s) => s.id === binds[0]!.bind_section_id),
    );
    expect(sections.map((s) => s.id)).toEqual(
      allSections.filter((s) => s.withSettings || s.withRelations).map((s) => s.id),
    );
    expect(sections.map((s) => s.id)).toEqual(
      expect.arrayContaining([0, id.diamond, id.paintings, bound.id]),
    );
  });

  it('R-FC-2: detail gives the section’s items in UF_SORT order with every value counted, and its properties', async () => {
    const result = await detail(admin, id.diamond);
    expect(result.section).toEqual({ id: id.diamond, name: 'Алмазная вышивка' });
    expect(result.bindSection).toBeNull();
    expect(result.items.map((item) => item.CODE)).toEqual([
      'razmer',
      'forma-straz',
      'tip-vykladki',
      'tema',
      'svetitsya',
      'brend',
    ]);
    expect(result.items.map((item) => item.UF_SORT)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(result.items.map((item) => item.UF_USE_DEFAULT)).toEqual(['0', '0', '0', '1', '0', '1']);
    const size = result.items[0]!;
    expect(size).toMatchObject({ UF_SECTION_ID: id.diamond, UF_PROPERTY_ID: id.razmer });
    expect(size.UF_VALUES).toEqual(['20x30', '30x40', '40x50', '50x65', '60x80']);
    // ALL_VALUES: every value of the property, keyed in lower case, counted in the section
    const [counted] = await db.query<{ count: number }>(
      `SELECT count(DISTINCT p.id) AS count FROM products p
         JOIN product_sections ps ON ps.product_id = p.id JOIN sections s ON s.id = ps.section_id
         JOIN property_values v ON v.id = ANY(p.value_ids)
        WHERE p.active AND v.property_id = $1 AND v.value = '40x50' AND (s.id = $2 OR $2 = ANY(s.path))`,
      [id.razmer, id.diamond],
    );
    expect(size.ALL_VALUES['40x50']).toEqual({
      VALUE: '40x50',
      NAME: '40x50',
      COUNT: counted!.count,
    });
    expect(counted!.count).toBeGreaterThan(0);
    const [values] = await db.query<{ count: number }>(
      'SELECT count(*) AS count FROM property_values WHERE property_id = $1',
      [id.razmer],
    );
    expect(Object.keys(size.ALL_VALUES)).toHaveLength(values!.count);
    expect(result.properties.find((p) => p.CODE === 'razmer')).toMatchObject({ ENABLED: true });
  });

  it('R-FC-2: a property switched off for the section is shown disabled and its item left out', async () => {
    const result = await detail(editor, id.paintings);
    expect(result.properties.find((p) => p.ID === id.formaStraz)).toMatchObject({ ENABLED: false });
    expect(result.items.map((item) => item.UF_PROPERTY_ID)).not.toContain(id.formaStraz);
  });

  it('R-FC-3: a bound section names the section it is bound to', async () => {
    const [bind] = await db.query<{ section_id: number; bind_section_id: number; name: string }>(
      `SELECT b.section_id, b.bind_section_id, s.name FROM filter_binds b
         JOIN sections s ON s.id = b.bind_section_id ORDER BY b.section_id LIMIT 1`,
    );
    const result = await detail(editor, bind!.section_id);
    expect(result.bindSection).toEqual({ id: bind!.bind_section_id, name: bind!.name });
  });

  it('R-FC-2: the defaults (id 0) have no «use defaults»; a section without items gets them as a template', async () => {
    const defaults = await detail(editor, 0);
    expect(defaults.section).toEqual({ id: 0, name: 'По-умолчанию' });
    expect(defaults.items.length).toBeGreaterThan(0);
    expect(defaults.items.every((item) => item.UF_USE_DEFAULT === '0' && item.ID > 0)).toBe(true);
    const [plain] = await db.query<{ id: number }>(
      `SELECT id FROM sections s WHERE NOT EXISTS (SELECT 1 FROM filter_config WHERE uf_section_id = s.id)
          AND NOT EXISTS (SELECT 1 FROM filter_binds WHERE section_id = s.id) ORDER BY id LIMIT 1`,
    );
    const template = await detail(editor, plain!.id);
    expect(template.items.map((item) => item.UF_PROPERTY_ID)).toEqual(
      defaults.items.map((item) => item.UF_PROPERTY_ID),
    );
    expect(template.items.every((i) => i.ID === 0 && i.UF_USE_DEFAULT === '1')).toBe(true);
    expect(template.items.every((i) => i.UF_SECTION_ID === plain!.id)).toBe(true);
  });

  it.each(['admin', 'editor'] as const)(
    'R-ROLE-2: the demo %s reads the index and any section’s detail',
    async (role) => {
      const staff = role === 'admin' ? admin : editor;
      expect((await staff.get(API)).statusCode).toBe(200);
      for (const sectionId of [0, id.diamond, id.paintings])
        expect((await detail(staff, sectionId)).section.id).toBe(sectionId);
    },
  );

  it('R-FC-8: detail of an unknown section is 404, a malformed sectionId 400', async () => {
    expect((await editor.get(`${API}/detail?sectionId=2000000000`)).statusCode).toBe(404);
    for (const bad of ['-1', 'abc', '1.5', '', '99999999999'])
      expect((await editor.get(`${API}/detail?sectionId=${bad}`)).statusCode, bad).toBe(400);
    expect((await editor.get(`${API}/detail`)).statusCode).toBe(400);
  });
});

describe('admin filter configuration: writing', () => {
  it('R-FC-7: save stores UF_SORT in steps of 10 in the order sent, never CODE or ALL_VALUES; the shop follows on the next request', async () => {
    const before = await detail(editor, id.diamond);
    const shopBefore = await shopFilter('almaznaya-vyshivka');
    expect(shopBefore.map((item) => item.code)).toEqual(before.items.map((item) => item.CODE));

    // brend first, razmer last with its first two popular sizes swapped; UF_SORT sent is nonsense
    const reordered = [before.items[5]!, ...before.items.slice(1, 5), before.items[0]!].map(
      (item, i) => ({ ...item, UF_SORT: 1000 - i }),
    );
    const size = reordered[5]!;
    size.UF_VALUES = ['30x40', '20x30', ...size.UF_VALUES.slice(2)];
    const saved = await write(admin, 'save', { items: reordered });
    expect(saved.items.map((item) => item.CODE)).toEqual(reordered.map((item) => item.CODE));

    const rows = await db.query<Record<string, unknown>>(
      `SELECT * FROM filter_config WHERE uf_section_id = $1 ORDER BY uf_sort`,
      [id.diamond],
    );
    expect(rows.map((row) => row.uf_sort)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(rows.map((row) => row.uf_property_id)).toEqual(reordered.map((i) => i.UF_PROPERTY_ID));
    // exactly the stored fields: nothing of CODE or ALL_VALUES found its way into a row
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'id',
      'uf_name',
      'uf_property_id',
      'uf_section_id',
      'uf_sort',
      'uf_use_default',
      'uf_values',
    ]);
    expect(rows[5]!.uf_values).toEqual(size.UF_VALUES);

    const shopAfter = await shopFilter('almaznaya-vyshivka');
    expect(shopAfter.map((item) => item.code)).toEqual(reordered.map((item) => item.CODE));
    expect(
      shopAfter
        .find((item) => item.code === 'razmer')!
        .values.slice(0, 2)
        .map((v) => v.value),
    ).toEqual(['30x40', '20x30']);
  });

  it('R-FC-7: an item left out of a save leaves the section, and the shop’s filter', async () => {
    const before = await detail(editor, id.diamond);
    const kept = before.items.filter((item) => item.UF_PROPERTY_ID !== id.brend);
    await write(editor, 'save', { items: kept });
    expect((await detail(editor, id.diamond)).items.map((i) => i.UF_PROPERTY_ID)).toEqual(
      kept.map((i) => i.UF_PROPERTY_ID),
    );
    expect((await shopFilter('almaznaya-vyshivka')).map((item) => item.code)).not.toContain(
      'brend',
    );
  });

  it('R-FC-2: disable takes a property out of the section’s filter, enable brings it back', async () => {
    const disabled = await write(editor, 'propertyDisable', {
      sectionId: id.diamond,
      propertyId: id.razmer,
    });
    expect(disabled.properties.find((p) => p.ID === id.razmer)).toMatchObject({ ENABLED: false });
    expect((await shopFilter('almaznaya-vyshivka')).map((i) => i.code)).not.toContain('razmer');
    const enabled = await write(admin, 'propertyEnable', {
      sectionId: id.diamond,
      propertyId: id.razmer,
    });
    expect(enabled.properties.find((p) => p.ID === id.razmer)).toMatchObject({ ENABLED: true });
    expect((await shopFilter('almaznaya-vyshivka')).map((i) => i.code)).toContain('razmer');
  });

  it('R-FC-3: a bound section shows the bound section’s filter; binding to 0 removes the binding', async () => {
    const [child] = await db.query<{ id: number; code: string }>(
      `SELECT id, code FROM sections s WHERE parent_id = $1 AND active
          AND NOT EXISTS (SELECT 1 FROM filter_binds WHERE section_id = s.id) ORDER BY id LIMIT 1`,
      [id.paintings],
    );
    // without settings of its own it shows the defaults, with the difficulty the diamond branch lacks
    expect((await shopFilter(child!.code)).map((i) => i.code)).toContain('slozhnost');
    const bound = await write(admin, 'bind', { sectionId: child!.id, bindSectionId: id.diamond });
    expect(bound.bindSection).toEqual({ id: id.diamond, name: 'Алмазная вышивка' });
    const diamondOrder = (await detail(editor, id.diamond)).items.map((i) => i.CODE);
    const shown = (await shopFilter(child!.code)).map((i) => i.code);
    expect(shown).not.toContain('slozhnost');
    expect(shown.length).toBeGreaterThan(0);
    // the shop shows the properties its products have values of, in the bound section's order
    expect(shown).toEqual(diamondOrder.filter((code) => shown.includes(code)));
    const unbound = await write(editor, 'bind', { sectionId: child!.id, bindSectionId: 0 });
    expect(unbound.bindSection).toBeNull();
    expect(await db.query('SELECT 1 FROM filter_binds WHERE section_id = $1', [child!.id])).toEqual(
      [],
    );
  });

  it('R-FC-3: two sections bound to each other at the same moment: one binding is made, the other refused, no chain', async () => {
    const free = await db.query<{ id: number }>(
      // Not the picture branches' children: the other tests of this file use those.
      `SELECT id FROM sections s WHERE parent_id NOT IN ($1, $2) AND active
          AND NOT EXISTS (SELECT 1 FROM filter_binds WHERE section_id = s.id OR bind_section_id = s.id)
        ORDER BY id DESC LIMIT 2`,
      [id.paintings, id.diamond],
    );
    const [a, b] = free.map((row) => row.id);
    const answers = await fireAtOnce(2, (index) =>
      admin.post(
        `${API}/bind`,
        index === 0 ? { sectionId: a, bindSectionId: b } : { sectionId: b, bindSectionId: a },
      ),
    );
    expect(countStatuses(answers)).toEqual({ 200: 1, 400: 1 });
    const binds = await db.query<{ section_id: number; bind_section_id: number }>(
      'SELECT section_id, bind_section_id FROM filter_binds WHERE section_id = ANY($1)',
      [[a, b]],
    );
    expect(binds).toHaveLength(1);
    await write(admin, 'bind', { sectionId: binds[0]!.section_id, bindSectionId: 0 });
  });

  it('R-FC-2: copy replaces a section’s items and switched-off properties with another section’s', async () => {
    const source = await detail(editor, id.paintings);
    const copied = await write(editor, 'copy', {
      sectionId: id.diamond,
      copySectionId: id.paintings,
    });
    expect(
      copied.items.map((i) => [i.UF_PROPERTY_ID, i.UF_SORT, i.UF_USE_DEFAULT, i.UF_VALUES]),
    ).toEqual(
      source.items.map((i) => [i.UF_PROPERTY_ID, i.UF_SORT, i.UF_USE_DEFAULT, i.UF_VALUES]),
    );
    expect(copied.properties.filter((p) => !p.ENABLED).map((p) => p.ID)).toEqual(
      source.properties.filter((p) => !p.ENABLED).map((p) => p.ID),
    );
    // the shop offers the copied items the section's products have values of, in the copied order
    const shown = (await shopFilter('almaznaya-vyshivka')).map((i) => i.code);
    expect(shown).toContain('kholst');
    expect(shown).toEqual(source.items.map((i) => i.CODE).filter((code) => shown.includes(code)));
  });

  it('R-FC-2: writes to one section at the same moment all succeed, one after another, each logged', async () => {
    // A record merged into (issue 25 point 6) takes the time of its latest write.
    const [{ last, started }] = (await db.query<{ last: number; started: Date }>(
      'SELECT coalesce(max(id), 0) AS last, clock_timestamp() AS started FROM staff_changes',
    )) as [{ last: number; started: Date }];
    // Six different changes: a write that changes nothing would log nothing (issue 24 point 1).
    const properties = await db.query<{ id: number; code: string }>(
      `SELECT id, code FROM properties WHERE type = 'list' AND id NOT IN
           (SELECT property_id FROM filter_disabled_properties WHERE section_id = $1)
          ORDER BY id LIMIT 6`,
      [id.diamond],
    );
    expect(properties).toHaveLength(6);
    const answers = await fireAtOnce(6, (i) =>
      (i % 2 ? editor : admin).post(`${API}/propertyDisable`, {
        sectionId: id.diamond,
        propertyId: properties[i]!.id,
      }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 6 });
    // Each write is logged after the one before it: the records chain up to the state after all
    // six. One staff member's writes in a row are one record (issue 25 point 6), so there are as
    // many records as turns between the two.
    const log = await db.query<{
      user_id: number;
      before: Detail['changes'][0]['before'];
      after: Detail['changes'][0]['after'];
    }>(
      `SELECT user_id, before, after FROM staff_changes
        WHERE tool = 'filter' AND subject = $1 AND (id > $2 OR at >= $3) ORDER BY id`,
      [String(id.diamond), last, started],
    );
    expect(log.length).toBeGreaterThanOrEqual(2);
    for (const [i, record] of log.entries()) {
      if (i === 0) continue;
      expect(record.before).toEqual(log[i - 1]!.after);
      expect(record.user_id).not.toBe(log[i - 1]!.user_id);
    }
    const codes = properties.map((p) => p.code);
    expect([...log.at(-1)!.after.disabled].filter((code) => codes.includes(code)).sort()).toEqual(
      [...codes].sort(),
    );
    for (const { id: propertyId } of properties)
      await write(admin, 'propertyEnable', { sectionId: id.diamond, propertyId });
  });

  it('R-FC-8: malformed or impossible writes answer 400 and change no row', async () => {
    const item = (over: object = {}) => ({
      UF_SECTION_ID: id.diamond,
      UF_PROPERTY_ID: id.razmer,
      UF_USE_DEFAULT: '0',
      UF_VALUES: [],
      ...over,
    });
    const bad: [string, unknown][] = [
      ['save', {}],
      ['save', { items: [] }],
      ['save', { items: 'all' }],
      ['save', { items: [item({ UF_PROPERTY_ID: 'razmer' })] }],
      ['save', { items: [item({ UF_USE_DEFAULT: true })] }],
      ['save', { items: [item({ UF_SECTION_ID: -1 })] }],
      ['save', { items: [item({ UF_VALUES: ['x'.repeat(256)] })] }],
      ['save', { items: [item(), item()] }],
      ['save', { items: [item(), item({ UF_SECTION_ID: id.paintings, UF_PROPERTY_ID: id.tema })] }],
      ['save', { items: [item({ UF_PROPERTY_ID: 2_000_000_000 })] }],
      ['save', { items: [item({ UF_SECTION_ID: 2_000_000_000 })] }],
      ['save', { items: Array.from({ length: 201 }, () => item()) }],
      ['copy', { sectionId: id.diamond }],
      ['copy', { sectionId: id.diamond, copySectionId: id.diamond }],
      ['copy', { sectionId: id.diamond, copySectionId: 2_000_000_000 }],
      ['bind', { sectionId: 0, bindSectionId: id.diamond }],
      ['bind', { sectionId: id.diamond, bindSectionId: id.diamond }],
      ['bind', { sectionId: id.diamond, bindSectionId: '1' }],
      ['propertyDisable', { sectionId: id.diamond, propertyId: 0 }],
      ['propertyDisable', { sectionId: id.diamond, propertyId: 2_000_000_000 }],
      ['propertyEnable', { sectionId: 2_000_000_000, propertyId: id.razmer }],
    ];
    const before = await settingsTables();
    for (const [call, body] of bad) {
      const response = await admin.post(`${API}/${call}`, body);
      expect(response.statusCode, `${call} ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
      expect(response.json().error.message).toMatch(/[А-Яа-яЁё]/);
    }
    expect(await settingsTables()).toEqual(before);
  });

  it('R-FC-3: no chains of bindings: a bound section is no binding target', async () => {
    const [bind] = await db.query<{ section_id: number; bind_section_id: number }>(
      'SELECT section_id, bind_section_id FROM filter_binds ORDER BY section_id LIMIT 1',
    );
    const before = await settingsTables();
    const toBound = await editor.post(`${API}/bind`, {
      sectionId: id.diamond,
      bindSectionId: bind!.section_id,
    });
    expect(toBound.statusCode).toBe(400);
    const targetAway = await editor.post(`${API}/bind`, {
      sectionId: bind!.bind_section_id,
      bindSectionId: id.diamond,
    });
    expect(targetAway.statusCode).toBe(400);
    expect(await settingsTables()).toEqual(before);
  });
});

describe('issue 12 point 6: the change log', () => {
  it('every write records who, when, and the section’s settings before and after; detail lists them newest first', async () => {
    const [paintingsChild] = await db.query<{ id: number }>(
      `SELECT id FROM sections s WHERE parent_id = $1
          AND NOT EXISTS (SELECT 1 FROM filter_binds WHERE section_id = s.id)
          AND NOT EXISTS (SELECT 1 FROM staff_changes WHERE subject = s.id::text)
        ORDER BY id LIMIT 1`,
      [id.paintings],
    );
    const sectionId = paintingsChild!.id;
    expect((await detail(editor, sectionId)).changes).toEqual([]);
    const started = Date.now();
    await write(admin, 'propertyDisable', { sectionId, propertyId: id.tema });
    await write(editor, 'bind', { sectionId, bindSectionId: id.paintings });

    const { changes } = await detail(editor, sectionId);
    expect(changes).toHaveLength(2);
    const [bind, disable] = changes as [Detail['changes'][0], Detail['changes'][0]];
    const [names] = await db.query<{ admin: string; editor: string }>(
      `SELECT (SELECT coalesce(nullif(name, ''), email) FROM users WHERE is_admin ORDER BY id LIMIT 1) AS admin,
              (SELECT coalesce(nullif(name, ''), email) FROM users WHERE is_editor AND NOT is_admin ORDER BY id LIMIT 1) AS editor`,
    );
    expect(disable.userName).toBe(names!.admin);
    expect(bind.userName).toBe(names!.editor);
    expect(disable.before.disabled).toEqual([]);
    expect(disable.after.disabled).toEqual(['tema']);
    expect(bind.before.bindSectionId).toBeNull();
    expect(bind.after.bindSectionId).toBe(id.paintings);
    expect(Date.parse(disable.at)).toBeGreaterThanOrEqual(started - 1000);
    // each section lists its own records only
    const diamondLog = await db.query<{ id: number }>(
      `SELECT id FROM staff_changes WHERE tool = 'filter' AND subject = $1 ORDER BY id DESC`,
      [String(id.diamond)],
    );
    expect(diamondLog.length).toBeGreaterThan(0);
    expect((await detail(editor, id.diamond)).changes.map((c) => c.id)).toEqual(
      diamondLog.map((row) => row.id),
    );
  });
});

describe('R-FC-5: the values’ relations mark (issue 25 point 9)', () => {
  const RELATIONS = '/api/admin/sections/relations';
  type Relation = { id: number; items: number[] };
  const relate = async (relations: Relation[]) => {
    const response = await admin.post(RELATIONS, { action: 'saveAndApply', relations });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** Every value of the section's items, keyed by property and value. */
  const values = async (sectionId: number) =>
    new Map(
      (await detail(editor, sectionId)).items.flatMap((item) =>
        Object.values(item.ALL_VALUES).map((value) => [
          `${item.UF_PROPERTY_ID}:${value.VALUE}`,
          value,
        ]),
      ),
    );

  it('a value carried by a related section’s products counts them in RELATED_COUNT, beside its own COUNT', async () => {
    const stored = await admin.get(`${RELATIONS}?action=getData`);
    expect(stored.statusCode, stored.body).toBe(200);
    const before = stored.json<{ relations: Relation[] }>().relations;
    const others = before.filter((relation) => relation.id !== id.diamond);
    expect([...(await values(id.diamond)).values()].some((value) => value.RELATED_COUNT)).toBe(
      false,
    );

    await relate([...others, { id: id.diamond, items: [id.paintings] }]);
    try {
      const own = await values(id.diamond);
      const related = await values(id.paintings);
      const marked = [...own.values()].filter((value) => value.RELATED_COUNT);
      expect(marked.length).toBeGreaterThan(0);
      for (const [key, value] of own) {
        const there = related.get(key)?.COUNT;
        if (there === undefined) continue;
        // Products of both sections are counted once: RELATED_COUNT is the related ones alone.
        expect(value.RELATED_COUNT ?? 0).toBeLessThanOrEqual(there);
        if (value.COUNT === 0) expect(value.RELATED_COUNT).toBe(there || undefined);
      }
    } finally {
      await relate(before);
    }
    expect([...(await values(id.diamond)).values()].some((value) => value.RELATED_COUNT)).toBe(
      false,
    );
  });
});
