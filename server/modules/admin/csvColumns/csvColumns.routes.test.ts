import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countStatuses,
  fireAtOnce,
  signedUp,
  staffSuite,
  visitor,
  type Db,
  type Visitor,
  formPost as staffFormPost,
} from '../testing';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let editor: Visitor;

const suite = staffSuite();
beforeAll(() => {
  ({ db, app, admin, editor } = suite);
});

const API = '/api/admin/csv/columns';
const GET = `${API}?action=getData`;

interface Rule {
  SECTION_IDS: number[];
  SECTION_ID: number;
  FILTER_VARIANTS: string[];
  FILTER_RULES: string[];
}
interface Column {
  ID: number;
  CODE: string;
  SORT: number;
  NAME: string;
  DESCRIPTION: string;
  EXAMPLES: string;
  IN_FILTER: 0 | 1;
  FILTER_DATA: Rule[];
}
interface Data {
  sections: { ID: number; LABEL: string; NAME: string; PARENT_ID: number | null }[];
  columns: Column[];
}

const column = (code: string, extra: Partial<Column> = {}): Omit<Column, 'ID'> => ({
  CODE: code,
  SORT: 900,
  NAME: `Колонка ${code}`,
  DESCRIPTION: 'Описание',
  EXAMPLES: 'Пример',
  IN_FILTER: 0,
  FILTER_DATA: [],
  ...extra,
});

async function data(who: Visitor): Promise<Data> {
  const response = await who.get(GET);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Data>();
}

async function save(who: Visitor, body: object): Promise<Data> {
  const response = await who.post(API, { action: 'save', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Data>();
}

/** The table and its change log, to compare before and after a refused save. */
async function tables() {
  return {
    rows: await db.query('SELECT * FROM csv_columns ORDER BY id'),
    changes: await db.query("SELECT * FROM staff_changes WHERE tool = 'csv-columns'"),
  };
}

describe('R-ROLE-2: who may use the CSV column descriptions', () => {
  it('a guest gets 401 and a plain shopper 403, reading and saving, and nothing is written', async () => {
    const shopper = await signedUp(app, 'csv-columns-shopper@example.ru');
    const before = await tables();
    const body = { action: 'save', columns: [column('GUEST')] };
    expect((await visitor(app).get(GET)).statusCode).toBe(401);
    expect((await visitor(app).post(API, body)).statusCode).toBe(401);
    expect((await shopper.get(GET)).statusCode).toBe(403);
    expect((await shopper.post(API, body)).statusCode).toBe(403);
    expect(await tables()).toEqual(before);
  });

  it.each(['admin', 'editor'] as const)('the %s reads and saves', async (role) => {
    const staff = role === 'admin' ? admin : editor;
    const code = `ROLE_${role.toUpperCase()}`;
    const saved = await save(staff, { columns: [column(code)] });
    const added = saved.columns.find((c) => c.CODE === code)!;
    expect(added).toMatchObject(column(code));
    const removed = await save(staff, { columns_remove: [added.ID] });
    expect(removed.columns.map((c) => c.CODE)).not.toContain(code);
  });
});

describe('R-COL-1, R-COL-2: getData', () => {
  it('issue 25 point 8: lists the sections in tree order, each after its parent, naming the parent', async () => {
    const { sections } = await data(editor);
    const place = new Map(sections.map((s, i) => [s.ID, i]));
    const [row] = await db.query<{ id: number; parent_id: number; name: string }>(
      'SELECT id, parent_id, name FROM sections WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    expect(sections.find((s) => s.ID === row!.id)).toMatchObject({
      NAME: row!.name,
      PARENT_ID: row!.parent_id,
    });
    for (const [i, s] of sections.entries()) {
      if (s.PARENT_ID === null) continue;
      const parentAt = place.get(s.PARENT_ID)!;
      expect(parentAt).toBeLessThan(i);
      // Everything between the parent and its child is deeper than the parent: its subtree.
      const depth = (label: string) => /^(?:• )*/.exec(label)![0].length;
      for (const between of sections.slice(parentAt + 1, i))
        expect(depth(between.LABEL)).toBeGreaterThan(depth(sections[parentAt]!.LABEL));
    }
  });

  it('answers the sections with depth bullets and the seeded columns in SORT order with their rules', async () => {
    const { sections, columns } = await data(editor);
    const [tree] = await db.query<{ count: number }>('SELECT count(*) AS count FROM sections');
    expect(sections).toHaveLength(tree!.count);
    expect(sections.some((s) => s.LABEL.startsWith('• • '))).toBe(true);
    expect(columns.map((c) => c.SORT)).toEqual(
      [...columns.map((c) => c.SORT)].sort((a, b) => a - b),
    );
    const size = columns.find((c) => c.CODE === 'PROPERTY_RAZMER')!;
    expect(size).toMatchObject({ IN_FILTER: 1, NAME: 'Размер' });
    expect(size.FILTER_DATA[0]).toMatchObject({
      FILTER_VARIANTS: expect.arrayContaining(['10x20', '40x50', '30x40']),
      FILTER_RULES: ['numeric'],
    });
    expect(columns.find((c) => c.CODE === 'ID')).toMatchObject({ IN_FILTER: 0, FILTER_DATA: [] });
  });

  it('a missing or unknown action answers 400', async () => {
    expect((await editor.get(API)).statusCode).toBe(400);
    expect((await editor.get(`${API}?action=save`)).statusCode).toBe(400);
  });
});

describe('R-COL-1, R-COL-2: save', () => {
  it('adds, edits and removes in one save, logged once with the lists before and after', async () => {
    const start = await save(admin, { columns: [column('FIRST'), column('SECOND')] });
    const first = start.columns.find((c) => c.CODE === 'FIRST')!;
    const second = start.columns.find((c) => c.CODE === 'SECOND')!;
    const changesBefore = (await tables()).changes.length;

    const rule: Rule = {
      SECTION_IDS: [first.ID, 2_000_000_000],
      SECTION_ID: 2_000_000_000,
      FILTER_VARIANTS: ['40x50'],
      FILTER_RULES: ['numeric', 'да => Y'],
    };
    const after = await save(editor, {
      columns: [{ ...first, NAME: 'Первая', IN_FILTER: 1, FILTER_DATA: [rule] }, column('THIRD')],
      columns_remove: [second.ID],
    });
    const codes = after.columns.map((c) => c.CODE);
    expect(codes).toEqual(expect.arrayContaining(['FIRST', 'THIRD']));
    expect(codes).not.toContain('SECOND');
    // A rule for a section that does not exist is kept: the screen marks it 'Раздел удален'.
    expect(after.columns.find((c) => c.ID === first.ID)).toEqual({
      ...first,
      NAME: 'Первая',
      IN_FILTER: 1,
      FILTER_DATA: [rule],
    });
    expect(after.sections.map((s) => s.ID)).not.toContain(2_000_000_000);
    expect(await data(admin)).toEqual(after);

    const changes = await db.query<{ before: Column[]; after: Column[] }>(
      "SELECT before, after FROM staff_changes WHERE tool = 'csv-columns' ORDER BY id",
    );
    expect(changes).toHaveLength(changesBefore + 1);
    expect(changes.at(-1)!.before.map((c) => c.CODE)).toContain('SECOND');
    expect(changes.at(-1)!.after).toEqual(after.columns);

    const third = after.columns.find((c) => c.CODE === 'THIRD')!;
    await save(admin, { columns_remove: [first.ID, third.ID] });
  });

  it('two columns may swap their codes in one save; a removed column frees its code', async () => {
    const { columns } = await save(admin, { columns: [column('SWAP_A'), column('SWAP_B')] });
    const a = columns.find((c) => c.CODE === 'SWAP_A')!;
    const b = columns.find((c) => c.CODE === 'SWAP_B')!;
    const swapped = await save(admin, {
      columns: [
        { ...a, CODE: 'SWAP_B' },
        { ...b, CODE: 'SWAP_A' },
      ],
    });
    expect(swapped.columns.find((c) => c.ID === a.ID)!.CODE).toBe('SWAP_B');
    const reused = await save(admin, { columns: [column('SWAP_A')], columns_remove: [b.ID] });
    const fresh = reused.columns.find((c) => c.CODE === 'SWAP_A')!;
    expect(fresh.ID).not.toBe(b.ID);
    await save(admin, { columns_remove: [a.ID, fresh.ID] });
  });

  it('malformed input, a duplicate CODE or an unknown rule answers 400 with a Russian text and writes nothing', async () => {
    const [seeded] = await db.query<{ id: number }>(
      "SELECT id FROM csv_columns WHERE code = 'NAME'",
    );
    const id = seeded!.id;
    const rule = { SECTION_IDS: [1], SECTION_ID: 1, FILTER_VARIANTS: [], FILTER_RULES: [] };
    const before = await tables();
    const bad: object[] = [
      {},
      { action: 'delete' },
      { action: 'save', columns: 'NAME' },
      { action: 'save', columns: [{ CODE: 'X' }] },
      { action: 'save', columns: [column('lower')] },
      { action: 'save', columns: [column('С_КИРИЛЛИЦЕЙ')] },
      { action: 'save', columns: [column(`A${'B'.repeat(50)}`)] },
      { action: 'save', columns: [column('EMPTY_NAME', { NAME: '' })] },
      { action: 'save', columns: [column('LONG', { DESCRIPTION: 'я'.repeat(2001) })] },
      { action: 'save', columns: [column('LONG', { EXAMPLES: 'я'.repeat(1001) })] },
      { action: 'save', columns: [column('SORT', { SORT: -1 })] },
      { action: 'save', columns: [column('SORT', { SORT: 1.5 })] },
      { action: 'save', columns: [column('FLAG', { IN_FILTER: 2 as 0 })] },
      { action: 'save', columns: [column('FLAG', { IN_FILTER: true as unknown as 0 })] },
      { action: 'save', columns: [column('NUL', { NAME: 'nul\u0000' })] },
      { action: 'save', columns: [column('RULE', { FILTER_DATA: [{ ...rule, SECTION_ID: 0 }] })] },
      {
        action: 'save',
        columns: [column('RULE', { FILTER_DATA: [{ ...rule, SECTION_IDS: ['1'] }] as never })],
      },
      {
        action: 'save',
        columns: [column('RULE', { FILTER_DATA: [{ ...rule, FILTER_VARIANTS: [''] }] })],
      },
      {
        action: 'save',
        columns: [column('RULE', { FILTER_DATA: [{ ...rule, FILTER_RULES: ['uppercase'] }] })],
      },
      { action: 'save', columns: [column('RULE', { FILTER_DATA: Array(101).fill(rule) })] },
      // Duplicates: within the save, against a kept column, and an ID saved twice or also removed.
      { action: 'save', columns: [column('TWICE'), column('TWICE')] },
      { action: 'save', columns: [column('NAME')] },
      {
        action: 'save',
        columns: [column('ONE', { ID: id } as never), column('TWO', { ID: id } as never)],
      },
      { action: 'save', columns: [column('NAME', { ID: id } as never)], columns_remove: [id] },
      // Unknown ids.
      { action: 'save', columns: [column('GONE', { ID: 2_000_000_000 } as never)] },
      { action: 'save', columns_remove: [2_000_000_000] },
      { action: 'save', columns_remove: [0] },
    ];
    for (const body of bad) {
      const response = await admin.post(API, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.json().error.message).toMatch(/[А-Яа-яЁё]/);
    }
    const duplicate = await admin.post(API, { action: 'save', columns: [column('NAME')] });
    expect(duplicate.json().error.message).toBe('Колонка с кодом "NAME" уже есть');
    expect(await tables()).toEqual(before);
  });

  it('a save refused inside its transaction (an unknown id) keeps none of its new columns', async () => {
    const before = await tables();
    const response = await admin.post(API, {
      action: 'save',
      columns: [column('ROLLED_BACK'), { ...column('MISSING'), ID: 2_000_000_001 }],
    });
    expect(response.statusCode).toBe(400);
    expect(await tables()).toEqual(before);
  });

  it('saves of one new CODE at one moment queue up: one adds it, the others get the duplicate text', async () => {
    const answers = await fireAtOnce(6, (i) =>
      (i % 2 ? admin : editor).post(API, { action: 'save', columns: [column('RACE')] }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 1, 400: 5 });
    const rows = await db.query<{ id: number }>("SELECT id FROM csv_columns WHERE code = 'RACE'");
    expect(rows).toHaveLength(1);
    await save(admin, { columns_remove: [rows[0]!.id] });
  });
});

/** A form post to this suite's call as the browser sends it. */
const formPost = (who: Visitor, fields: [string, string][], kind: 'urlencoded' | 'multipart') =>
  staffFormPost(app, who, API, fields, kind);

describe('issue 13 point 4: the save as a browser form sends it', () => {
  it.each(['urlencoded', 'multipart'] as const)(
    'a %s form adds a column with its rule, then removes it',
    async (kind) => {
      const code = `FORM_${kind.toUpperCase()}`;
      const added = await formPost(
        admin,
        [
          ['action', 'save'],
          ['columns[0][CODE]', code],
          ['columns[0][SORT]', '950'],
          ['columns[0][NAME]', 'Размер из формы'],
          ['columns[0][DESCRIPTION]', ''],
          ['columns[0][EXAMPLES]', '40 x 50 см'],
          ['columns[0][IN_FILTER]', '1'],
          ['columns[0][FILTER_DATA][0][SECTION_ID]', '7'],
          ['columns[0][FILTER_DATA][0][SECTION_IDS][]', '7'],
          ['columns[0][FILTER_DATA][0][SECTION_IDS][]', '8'],
          ['columns[0][FILTER_DATA][0][FILTER_VARIANTS][]', '40x50'],
          ['columns[0][FILTER_DATA][0][FILTER_RULES][]', 'numeric'],
          ['columns_remove', ''],
        ],
        kind,
      );
      expect(added.statusCode, added.body).toBe(200);
      const column = added.json<Data>().columns.find((c) => c.CODE === code)!;
      expect(column).toMatchObject({
        SORT: 950,
        NAME: 'Размер из формы',
        IN_FILTER: 1,
        FILTER_DATA: [
          {
            SECTION_ID: 7,
            SECTION_IDS: [7, 8],
            FILTER_VARIANTS: ['40x50'],
            FILTER_RULES: ['numeric'],
          },
        ],
      });
      const removed = await formPost(
        admin,
        [
          ['action', 'save'],
          ['columns_remove[]', String(column.ID)],
        ],
        kind,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<Data>().columns.map((c) => c.ID)).not.toContain(column.ID);
    },
  );

  it('a form with a field that is not a number where one is wanted answers 400 and writes nothing', async () => {
    const before = await tables();
    for (const kind of ['urlencoded', 'multipart'] as const) {
      const response = await formPost(
        admin,
        [
          ['action', 'save'],
          ['columns[0][CODE]', 'FORM_BAD'],
          ['columns[0][SORT]', 'десять'],
          ['columns[0][NAME]', 'Плохая'],
          ['columns[0][DESCRIPTION]', ''],
          ['columns[0][EXAMPLES]', ''],
          ['columns[0][IN_FILTER]', '0'],
          ['columns[0][FILTER_DATA]', ''],
        ],
        kind,
      );
      expect(response.statusCode, kind).toBe(400);
    }
    expect(await tables()).toEqual(before);
  });
});
