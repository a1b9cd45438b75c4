import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countStatuses,
  demoRowId,
  fireAtOnce,
  formPost,
  signedUp,
  staffSuite,
  visitor,
  type Db,
  type Visitor,
} from '../../testing';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let editor: Visitor;

const suite = staffSuite();

const API = '/api/admin/catalog/exchange';
const GET = `${API}?action=getData`;

type YesNo = 'Y' | 'N';
interface Property {
  ID: number;
  NAME: string;
  CODE: string;
  COLUMN: string;
  ENABLED: YesNo;
  REQUIRED: YesNo;
  SECTION_DATA: { INHERITED: YesNo; INHERITED_FROM: number | null };
}
interface Group {
  name: string;
  items: number[];
  isActive: boolean;
}
interface SectionAnswer {
  properties: Property[];
  processedSections: number[];
}

/**
 * A branch of its own, so the inheritance is known exactly: «Обмен: верх» → «Обмен: середина» →
 * «Обмен: лист», and a sibling «Обмен: сосед» under the top; three section properties and a
 * shared one nobody else binds.
 */
const ids = { top: 0, mid: 0, leaf: 0, sibling: 0, a: 0, b: 0, c: 0, shared: 0 };

async function insertSection(code: string, name: string, parent: number | null): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO sections (id, parent_id, code, name, depth, path)
     SELECT (SELECT max(id) + 1 FROM sections), $1::int, $2, $3,
            coalesce((SELECT depth + 1 FROM sections WHERE id = $1::int), 1),
            coalesce((SELECT path || id FROM sections WHERE id = $1::int), '{}')
     RETURNING id`,
    [parent, code, name],
  );
  return row!.id;
}

async function insertProperty(code: string, name: string, shared = false): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO properties (id, code, name, shared, sort)
     SELECT (SELECT max(id) + 1 FROM properties), $1, $2, $3, 9000 RETURNING id`,
    [code, name, shared],
  );
  return row!.id;
}

beforeAll(async () => {
  ({ db, app, admin, editor } = suite);
  ids.top = await insertSection('exchange-top', 'Обмен: верх', null);
  ids.mid = await insertSection('exchange-mid', 'Обмен: середина', ids.top);
  ids.leaf = await insertSection('exchange-leaf', 'Обмен: лист', ids.mid);
  ids.sibling = await insertSection('exchange-sibling', 'Обмен: сосед', ids.top);
  ids.a = await insertProperty('exchange-a', 'Свойство А');
  ids.b = await insertProperty('exchange-b', 'Свойство Б');
  ids.c = await insertProperty('exchange-c', 'Свойство В');
  ids.shared = await insertProperty('exchange-shared', 'Общее свойство', true);
});

/** A binding row straight in the table: the state a test starts from. */
async function bindRow(section: number, property: number, required = false) {
  await db.query(
    `INSERT INTO section_properties (section_id, property_id, required) VALUES ($1, $2, $3)
     ON CONFLICT (section_id, property_id) DO UPDATE SET required = EXCLUDED.required`,
    [section, property, required],
  );
}

const branch = () => [ids.top, ids.mid, ids.leaf, ids.sibling];
async function clearBranch() {
  await db.query('DELETE FROM section_properties WHERE section_id = ANY($1::int[])', [branch()]);
}
async function branchRows() {
  return db.query<{ section_id: number; property_id: number; required: boolean }>(
    `SELECT section_id, property_id, required FROM section_properties
      WHERE section_id = ANY($1::int[]) ORDER BY section_id, property_id`,
    [branch()],
  );
}

/** Everything the settings actions may write, to compare before and after a refused call. */
async function tables() {
  return {
    bindings: await db.query('SELECT * FROM section_properties ORDER BY section_id, property_id'),
    groups: await db.query('SELECT * FROM shared_property_groups ORDER BY id'),
    changes: await db.query("SELECT id FROM staff_changes WHERE tool = 'catalog-exchange'"),
  };
}

async function ok<T>(who: Visitor, body: object): Promise<T> {
  const response = await who.post(API, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function refused(who: Visitor, body: object, status: number): Promise<string> {
  const response = await who.post(API, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ error: { message: string } }>().error.message;
}

const sectionProperties = (section_ids: number[], includeSubsections: 0 | 1 = 0) =>
  ok<SectionAnswer>(editor, { action: 'getSectionProperties', includeSubsections, section_ids });

const byId = (answer: { properties: Property[] }, id: number) =>
  answer.properties.find((p) => p.ID === id)!;

const view = (p: Property) => [p.ENABLED, p.REQUIRED, p.SECTION_DATA.INHERITED_FROM];

describe('R-ROLE-2: who may use the exchange settings', () => {
  it('a guest gets 401 and a shopper 403 for getData and every settings action, and nothing is written', async () => {
    const shopper = await signedUp(app, 'exchange-settings-shopper@example.ru');
    const bodies = [
      { action: 'getSectionProperties', includeSubsections: 0, section_ids: [ids.top] },
      { action: 'setRequiredSectionProperties', section_id: 0, property_ids: [] },
      { action: 'setSharedPropertiesGrouped', grouped_properties: [] },
      { action: 'addSectionProperty', section_id: ids.top, property_id: ids.a },
      { action: 'removeSectionProperty', section_id: ids.top, property_id: ids.a },
    ];
    const before = await tables();
    expect((await visitor(app).get(GET)).statusCode).toBe(401);
    expect((await shopper.get(GET)).statusCode).toBe(403);
    for (const body of bodies) {
      expect((await visitor(app).post(API, body)).statusCode, body.action).toBe(401);
      expect((await shopper.post(API, body)).statusCode, body.action).toBe(403);
    }
    expect(await tables()).toEqual(before);
  });
});

describe('R-CSV-2: getData', () => {
  it('answers the sections with depth bullets, every property unbound, the shared ones with their required flags, the groups and the columns', async () => {
    const response = await editor.get(GET);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{
      sections: { ID: number; LABEL: string; parentId: number | null }[];
      properties: Property[];
      sharedProperties: Property[];
      sharedPropertiesRequired: number[];
      sharedPropertiesGrouped: Group[];
      catalogProperties: { CODE: string; NAME: string }[];
      elementParameters: { CODE: string; NAME: string }[];
      columnsInfo: { CODE: string; SORT: number; DESCRIPTION: string }[];
    }>();

    expect(data.sections.map((s) => s.ID)).not.toContain(0);
    expect(data.sections.find((s) => s.ID === ids.leaf)).toMatchObject({
      LABEL: '• • • Обмен: лист',
      parentId: ids.mid,
    });

    const brand = await demoRowId(db, 'properties', 'brend');
    const size = await demoRowId(db, 'properties', 'razmer');
    expect(data.properties.map((p) => p.ID)).toContain(size);
    expect(data.properties.map((p) => p.ID)).not.toContain(brand);
    expect(byId(data, size)).toEqual({
      ID: size,
      NAME: 'Размер',
      CODE: 'razmer',
      COLUMN: 'PROPERTY_RAZMER',
      ENABLED: 'N',
      REQUIRED: 'N',
      SECTION_DATA: { INHERITED: 'N', INHERITED_FROM: null },
    });

    // The demo makes «Бренд» required among the shared properties (section 0).
    const shared = data.sharedProperties.map((p) => p.ID);
    expect(shared).toContain(brand);
    expect(shared).not.toContain(size);
    expect(data.sharedProperties.every((p) => p.ENABLED === 'Y')).toBe(true);
    expect(data.sharedProperties.find((p) => p.ID === brand)!.REQUIRED).toBe('Y');
    expect(data.sharedPropertiesRequired).toContain(brand);
    expect(data.sharedPropertiesRequired).toEqual(
      data.sharedProperties.filter((p) => p.REQUIRED === 'Y').map((p) => p.ID),
    );

    expect(data.sharedPropertiesGrouped[0]).toMatchObject({ name: 'Основные', isActive: true });
    expect(data.sharedPropertiesGrouped[0]!.items).toContain(brand);

    const catalog = data.catalogProperties.map((c) => c.CODE);
    expect(catalog).toEqual(expect.arrayContaining(['PRICE_BASE', 'OLD_PRICE_BASE', 'STOCK']));
    expect(data.catalogProperties[0]).toEqual({
      CODE: 'PRICE_BASE',
      NAME: 'Цена: Розничная цена (Москва)',
    });
    expect(data.elementParameters.map((c) => c.CODE).slice(0, 4)).toEqual([
      'ID',
      'XML_ID',
      'CODE',
      'NAME',
    ]);
    const columns = await db.query<{ code: string }>(
      'SELECT code FROM csv_columns ORDER BY sort, id',
    );
    expect(data.columnsInfo.map((c) => c.CODE)).toEqual(columns.map((c) => c.code));
    // issue 22 point 4: the help beside a column says how long a cell it takes.
    const help = new Map(data.columnsInfo.map((c) => [c.CODE, c.DESCRIPTION]));
    expect(help.get('NAME')).toMatch(/\. Не длиннее 255 знаков\.$/);
    expect(help.get('PRICE_BASE')).toMatch(/ Не длиннее 50 знаков\.$/);
    expect(help.get('PROPERTY_RAZMER')).toMatch(/ Не длиннее 1\s000 знаков\.$/);
  });
});

describe('R-CSV-3, R-CSV-8: getSectionProperties', () => {
  it('a binding reaches the sections below it as inherited from where it is made', async () => {
    await clearBranch();
    await bindRow(ids.top, ids.a, true);
    await bindRow(ids.mid, ids.b);

    const leaf = await sectionProperties([ids.leaf]);
    expect(leaf.processedSections).toEqual([ids.leaf]);
    expect(byId(leaf, ids.a)).toMatchObject({
      ENABLED: 'Y',
      REQUIRED: 'Y',
      SECTION_DATA: { INHERITED: 'Y', INHERITED_FROM: ids.top },
    });
    expect(byId(leaf, ids.b).SECTION_DATA).toEqual({ INHERITED: 'Y', INHERITED_FROM: ids.mid });
    expect(view(byId(leaf, ids.c))).toEqual(['N', 'N', null]);
    expect(leaf.properties.map((p) => p.ID)).not.toContain(ids.shared);

    const top = await sectionProperties([ids.top]);
    expect(byId(top, ids.a)).toMatchObject({
      ENABLED: 'Y',
      REQUIRED: 'Y',
      SECTION_DATA: { INHERITED: 'N', INHERITED_FROM: null },
    });
    expect(view(byId(top, ids.b))).toEqual(['N', 'N', null]);
  });

  it('with subsections: every section below is processed, and a binding made inside the choice is not inherited', async () => {
    const answer = await sectionProperties([ids.top], 1);
    expect(answer.processedSections).toEqual(
      expect.arrayContaining([ids.top, ids.mid, ids.leaf, ids.sibling]),
    );
    expect(answer.processedSections).toHaveLength(4);
    expect(answer.processedSections[0]).toBe(ids.top);
    expect(view(byId(answer, ids.a))).toEqual(['Y', 'Y', null]);
    expect(view(byId(answer, ids.b))).toEqual(['Y', 'N', null]);

    // Two chosen sections that both inherit: inherited, from where the first one has it.
    const two = await sectionProperties([ids.leaf, ids.sibling]);
    expect(two.processedSections).toEqual([ids.leaf, ids.sibling]);
    expect(byId(two, ids.a).SECTION_DATA).toEqual({ INHERITED: 'Y', INHERITED_FROM: ids.top });
    expect(view(byId(two, ids.b))).toEqual(['Y', 'N', ids.mid]);
  });

  it('an unknown section answers 400 naming it', async () => {
    const message = await refused(
      editor,
      { action: 'getSectionProperties', includeSubsections: 0, section_ids: [ids.top, 2e9] },
      400,
    );
    expect(message).toBe('Раздел не найден: 2000000000');
  });

  it('answers the browser form post as well', async () => {
    const response = await formPost(
      app,
      editor,
      API,
      [
        ['action', 'getSectionProperties'],
        ['includeSubsections', '0'],
        ['section_ids[]', String(ids.leaf)],
      ],
      'urlencoded',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SectionAnswer>().processedSections).toEqual([ids.leaf]);
  });
});

describe('R-CSV-4: setRequiredSectionProperties', () => {
  const setRequired = (who: Visitor, section_id: number, property_ids: number[]) =>
    ok<SectionAnswer>(who, { action: 'setRequiredSectionProperties', section_id, property_ids });

  it("a section's required flags become exactly the list, own bindings and inherited ones alike", async () => {
    await clearBranch();
    await bindRow(ids.top, ids.a, true);
    await bindRow(ids.mid, ids.b);

    const mid = await setRequired(editor, ids.mid, [ids.b]);
    expect(mid.processedSections).toEqual([ids.mid]);
    expect(view(byId(mid, ids.a))).toEqual(['Y', 'N', ids.top]);
    expect(view(byId(mid, ids.b))).toEqual(['Y', 'Y', null]);

    // The inherited property's flag is this branch's own now; the top keeps its flag, the
    // binding still comes from the top, and the leaf follows the middle section.
    expect(view(byId(await sectionProperties([ids.top]), ids.a))).toEqual(['Y', 'Y', null]);
    expect(view(byId(await sectionProperties([ids.leaf]), ids.a))).toEqual(['Y', 'N', ids.top]);
    expect(view(byId(await sectionProperties([ids.leaf]), ids.b))).toEqual(['Y', 'Y', ids.mid]);

    // Back to the inherited flag: the section's own row for it goes, nothing is left behind.
    await setRequired(editor, ids.mid, [ids.a]);
    expect(await branchRows()).toEqual([
      { section_id: ids.top, property_id: ids.a, required: true },
      { section_id: ids.mid, property_id: ids.b, required: false },
    ]);
  });

  it('is logged with the branch bindings before and after', async () => {
    await setRequired(admin, ids.top, []);
    const [change] = await db.query<{ subject: string; before: unknown[]; after: unknown[] }>(
      `SELECT subject, before, after FROM staff_changes WHERE tool = 'catalog-exchange'
        ORDER BY id DESC LIMIT 1`,
    );
    expect(change!.subject).toBe(`section:${ids.top}`);
    expect(change!.before).toContainEqual({
      section_id: ids.top,
      property_id: ids.a,
      required: true,
    });
    expect(change!.after).toContainEqual({
      section_id: ids.top,
      property_id: ids.a,
      required: false,
    });
  });

  it('section 0 sets the shared properties required and answers them', async () => {
    const brand = await demoRowId(db, 'properties', 'brend');
    const answer = await setRequired(editor, 0, [ids.shared]);
    expect(answer.processedSections).toEqual([0]);
    expect(answer.properties.find((p) => p.ID === ids.shared)!.REQUIRED).toBe('Y');
    expect(answer.properties.find((p) => p.ID === brand)!.REQUIRED).toBe('N');
    expect(answer.properties.every((p) => p.ENABLED === 'Y')).toBe(true);
    const data = (await editor.get(GET)).json<{ sharedPropertiesRequired: number[] }>();
    expect(data.sharedPropertiesRequired).toEqual([ids.shared]);

    await setRequired(editor, 0, [brand]);
    const after = (await editor.get(GET)).json<{ sharedPropertiesRequired: number[] }>();
    expect(after.sharedPropertiesRequired).toEqual([brand]);
  });

  it('a property not bound to the section, a non-shared one for section 0, an unknown property or section: 400, nothing written', async () => {
    const size = await demoRowId(db, 'properties', 'razmer');
    const before = await tables();
    const call = (section_id: number, property_ids: number[]) =>
      refused(editor, { action: 'setRequiredSectionProperties', section_id, property_ids }, 400);

    expect(await call(ids.mid, [ids.b, ids.c])).toBe(
      'Свойство «Свойство В» не привязано к разделу «Обмен: середина»: сделать его обязательным нельзя',
    );
    expect(await call(ids.mid, [ids.shared])).toContain('не привязано к разделу');
    expect(await call(0, [size])).toBe(
      'Свойство «Размер» не общее: здесь можно выбрать только общие свойства',
    );
    expect(await call(ids.mid, [2e9])).toBe('Свойство не найдено: 2000000000');
    expect(await call(2e9, [])).toBe('Раздел не найден: 2000000000');
    expect(await tables()).toEqual(before);
  });
});

describe('R-CSV-6: setSharedPropertiesGrouped', () => {
  const save = (who: Visitor, grouped_properties: Group[]) =>
    who.post(API, { action: 'setSharedPropertiesGrouped', grouped_properties });

  it('replaces every group in the order sent, with sort 10, 20, …, names trimmed', async () => {
    const demo = (await editor.get(GET)).json<{ sharedPropertiesGrouped: Group[] }>()
      .sharedPropertiesGrouped;
    const brand = await demoRowId(db, 'properties', 'brend');
    const groups: Group[] = [
      { name: '  Новая  ', items: [ids.shared], isActive: false },
      { name: 'Бренды', items: [brand], isActive: true },
      { name: 'Пустая', items: [], isActive: false },
    ];
    const response = await save(admin, groups);
    expect(response.statusCode, response.body).toBe(200);
    const expected = [{ ...groups[0]!, name: 'Новая' }, groups[1], groups[2]];
    expect(response.json()).toEqual({ sharedPropertiesGrouped: expected });
    expect(
      (await editor.get(GET)).json<{ sharedPropertiesGrouped: Group[] }>().sharedPropertiesGrouped,
    ).toEqual(expected);
    const rows = await db.query<{ name: string; sort: number }>(
      'SELECT name, sort FROM shared_property_groups ORDER BY sort',
    );
    expect(rows).toEqual([
      { name: 'Новая', sort: 10 },
      { name: 'Бренды', sort: 20 },
      { name: 'Пустая', sort: 30 },
    ]);
    const [change] = await db.query<{ subject: string }>(
      `SELECT subject FROM staff_changes WHERE tool = 'catalog-exchange' ORDER BY id DESC LIMIT 1`,
    );
    expect(change!.subject).toBe('shared-groups');

    expect((await save(editor, demo)).statusCode).toBe(200);
  });

  it('a blank name, a section property, an unknown one or one in two groups: 400, nothing written', async () => {
    const size = await demoRowId(db, 'properties', 'razmer');
    const before = await tables();
    const message = async (groups: Group[]) => {
      const response = await save(editor, groups);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ error: { message: string } }>().error.message;
    };
    const group = (name: string, items: number[]): Group => ({ name, items, isActive: true });

    expect(await message([group('   ', [])])).toBe('Не заполнено поле «Название группы»');
    expect(await message([group('', [])])).toBe('Не заполнено поле «Название группы»');
    expect(await message([group('Размеры', [size])])).toBe(
      'Свойство «Размер» не общее: здесь можно выбрать только общие свойства',
    );
    expect(await message([group('Нет такого', [2e9])])).toBe('Свойство не найдено: 2000000000');
    expect(await message([group('Первая', [ids.shared]), group('Вторая', [ids.shared])])).toBe(
      'Свойство «Общее свойство» уже есть в группе «Первая»: свойство входит в одну группу',
    );
    expect(await message([group('Дважды', [ids.shared, ids.shared])])).toContain('уже есть');
    expect(await tables()).toEqual(before);
  });
});

describe('R-CSV-5, R-ROLE-1: addSectionProperty and removeSectionProperty', () => {
  const add = (who: Visitor, section_id: number, property_id: number) =>
    who.post(API, { action: 'addSectionProperty', section_id, property_id });
  const remove = (who: Visitor, section_id: number, property_id: number) =>
    who.post(API, { action: 'removeSectionProperty', section_id, property_id });

  it('an editor is refused both with 403 and a Russian text, and nothing is written', async () => {
    await clearBranch();
    await bindRow(ids.top, ids.a);
    const before = await tables();
    for (const response of [
      await add(editor, ids.mid, ids.c),
      await remove(editor, ids.top, ids.a),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: 'Привязывать свойства к разделам может только администратор',
        },
      });
    }
    expect(await tables()).toEqual(before);
  });

  it('the admin binds a property to a section and its subsections; binding it again changes nothing', async () => {
    const response = await add(admin, ids.mid, ids.c);
    expect(response.statusCode, response.body).toBe(200);
    const mid = response.json<SectionAnswer>();
    expect(mid.processedSections).toEqual([ids.mid]);
    expect(view(byId(mid, ids.c))).toEqual(['Y', 'N', null]);
    expect(view(byId(await sectionProperties([ids.leaf]), ids.c))).toEqual(['Y', 'N', ids.mid]);
    expect(view(byId(await sectionProperties([ids.sibling]), ids.c))).toEqual(['N', 'N', null]);

    const before = await tables();
    const again = await add(admin, ids.mid, ids.c);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(mid);
    expect((await branchRows()).filter((r) => r.property_id === ids.c)).toHaveLength(1);
    expect(await tables()).toEqual(before);
  });

  it('an inherited binding is neither added nor removed below where it comes from', async () => {
    const before = await tables();
    expect((await add(admin, ids.leaf, ids.a)).json().error.message).toBe(
      'Свойство «Свойство А» уже унаследовано от раздела «Обмен: верх»: привязка задаётся там',
    );
    const response = await remove(admin, ids.leaf, ids.c);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Свойство «Свойство В» унаследовано от раздела «Обмен: середина»: снять привязку можно только там',
    );
    expect(await tables()).toEqual(before);
  });

  it('removing unbinds the whole branch, with the required flags set below it', async () => {
    await setRequiredLeaf([ids.a, ids.c]);
    expect(await branchRows()).toContainEqual({
      section_id: ids.leaf,
      property_id: ids.c,
      required: true,
    });
    const response = await remove(admin, ids.mid, ids.c);
    expect(response.statusCode, response.body).toBe(200);
    expect(view(byId(response.json<SectionAnswer>(), ids.c))).toEqual(['N', 'N', null]);
    expect(view(byId(await sectionProperties([ids.leaf]), ids.c))).toEqual(['N', 'N', null]);
    expect((await branchRows()).filter((r) => r.property_id === ids.c)).toEqual([]);

    // Removing what is not bound is answered as done, and writes nothing.
    const before = await tables();
    expect((await remove(admin, ids.mid, ids.c)).statusCode).toBe(200);
    expect(await tables()).toEqual(before);
  });

  it('a shared property, an unknown section or property: 400 with a Russian text, nothing written', async () => {
    const before = await tables();
    expect((await add(admin, ids.mid, ids.shared)).json().error.message).toBe(
      'Свойство «Общее свойство» общее: оно есть во всех разделах, привязать его к разделу нельзя',
    );
    const unknownSection = await add(admin, 2e9, ids.c);
    expect(unknownSection.statusCode).toBe(400);
    expect(unknownSection.json().error.message).toBe('Раздел не найден: 2000000000');
    const unknownProperty = await remove(admin, ids.mid, 2e9);
    expect(unknownProperty.statusCode).toBe(400);
    expect(unknownProperty.json().error.message).toBe('Свойство не найдено: 2000000000');
    expect(await tables()).toEqual(before);
  });

  it.each(['urlencoded', 'multipart'] as const)(
    'works as the browser form post (%s)',
    async (kind) => {
      const fields = (action: string): [string, string][] => [
        ['action', action],
        ['section_id', String(ids.sibling)],
        ['property_id', String(ids.b)],
      ];
      const added = await formPost(app, admin, API, fields('addSectionProperty'), kind);
      expect(added.statusCode, added.body).toBe(200);
      expect(view(byId(added.json<SectionAnswer>(), ids.b))).toEqual(['Y', 'N', null]);
      const removed = await formPost(app, admin, API, fields('removeSectionProperty'), kind);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(view(byId(removed.json<SectionAnswer>(), ids.b))).toEqual(['N', 'N', null]);

      const refusedEditor = await formPost(app, editor, API, fields('addSectionProperty'), kind);
      expect(refusedEditor.statusCode).toBe(403);
      expect((await branchRows()).filter((r) => r.section_id === ids.sibling)).toEqual([]);
    },
  );

  it('parallel adds of one binding all succeed and leave one row', async () => {
    const answers = await fireAtOnce(8, () => add(admin, ids.sibling, ids.c));
    expect(countStatuses(answers)).toEqual({ 200: 8 });
    expect(
      (await branchRows()).filter((r) => r.section_id === ids.sibling && r.property_id === ids.c),
    ).toEqual([{ section_id: ids.sibling, property_id: ids.c, required: false }]);
  });
});

async function setRequiredLeaf(property_ids: number[]) {
  await ok(editor, { action: 'setRequiredSectionProperties', section_id: ids.leaf, property_ids });
}

describe('issue 14: malformed bodies', () => {
  it('answer 400 with a Russian text naming the field, and nothing is written', async () => {
    const before = await tables();
    const cases: [object, string][] = [
      [{}, 'Поле «Действие» имеет недопустимое значение'],
      [{ action: 'drop' }, 'Поле «Действие» имеет недопустимое значение'],
      [{ action: 'getSectionProperties', section_ids: [1] }, 'Не заполнено поле «С подразделами»'],
      [
        { action: 'getSectionProperties', includeSubsections: 2, section_ids: [1] },
        'Поле «С подразделами» имеет недопустимое значение',
      ],
      [
        { action: 'getSectionProperties', includeSubsections: 0, section_ids: 'все' },
        'Поле «Разделы» должно быть списком',
      ],
      [
        { action: 'setRequiredSectionProperties', section_id: -1, property_ids: [] },
        'Поле «Раздел» должно быть не меньше 0',
      ],
      [
        { action: 'addSectionProperty', section_id: ids.mid, property_id: 0 },
        'Поле «Свойство» должно быть не меньше 1',
      ],
      [
        { action: 'getSectionProperties', includeSubsections: 0, section_ids: [0] },
        'Поле «Раздел» должно быть не меньше 1',
      ],
      [
        { action: 'setSharedPropertiesGrouped', grouped_properties: [{ name: 'Без полей' }] },
        'Не заполнено поле «Свойства группы»',
      ],
    ];
    for (const [body, text] of cases) {
      const response = await admin.post(API, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message, JSON.stringify(body)).toBe(text);
    }
    expect(await tables()).toEqual(before);
  });
});
