import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogChanged } from '../shared';
import {
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
beforeAll(async () => {
  ({ db, app, admin, editor } = suite);
});

const API = '/api/admin/sections/relations';
const GET_DATA = `${API}?action=getData`;

interface Relation {
  id: number;
  items: number[];
}
interface Section {
  ID: number;
  LABEL: string;
  id: number;
  name: string;
  parentId: number | null;
  withRelations: boolean;
}
interface Data {
  sections: Section[];
  relations: Relation[];
}

async function data(who: Visitor): Promise<Data> {
  const response = await who.get(GET_DATA);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Data>();
}

/** A form post to this suite's call as the browser sends it. */
const formPost = (who: Visitor, fields: [string, string][], kind: 'urlencoded' | 'multipart') =>
  staffFormPost(app, who, API, fields, kind);

function formFields(action: string, relations: Relation[]): [string, string][] {
  return [
    ['action', action],
    ...relations.flatMap(({ id, items }, i): [string, string][] => [
      [`relations[${i}][id]`, String(id)],
      ...(items.length
        ? items.map((item): [string, string] => [`relations[${i}][items][]`, String(item)])
        : [[`relations[${i}][items]`, ''] as [string, string]]),
    ]),
  ];
}

async function stored() {
  return {
    rows: await db.query('SELECT section_id, items FROM section_relations ORDER BY section_id'),
    changes: await db.query("SELECT * FROM staff_changes WHERE tool = 'section-relations'"),
  };
}

/** Two leaf sections of different parents with products, not related to anything yet. */
async function twoLeaves(): Promise<{ first: Leaf; second: Leaf }> {
  const rows = await db.query<Leaf>(
    `SELECT s.id, s.code, s.parent_id FROM sections s
      WHERE s.active AND NOT EXISTS (SELECT 1 FROM sections c WHERE c.parent_id = s.id)
        AND EXISTS (SELECT 1 FROM product_sections ps WHERE ps.section_id = s.id)
        AND NOT EXISTS (SELECT 1 FROM section_relations r WHERE s.id = r.section_id OR s.id = ANY (r.items))
      ORDER BY s.id`,
  );
  const first = rows[0]!;
  const second = rows.find((row) => row.parent_id !== first.parent_id)!;
  return { first, second };
}
interface Leaf {
  id: number;
  code: string;
  parent_id: number;
}

type ShopFilter = { code: string; values: { value: string; count: number }[] }[];
/** The section page as the shop sends it (page JSON): its product total and facet counts. */
async function sectionPage(code: string) {
  const response = await app.inject({ url: `/shop/${code}/`, headers: { 'x-source': 'nuxt' } });
  expect(response.statusCode).toBe(200);
  const { data: page } = response.json<{
    data: { pagination: { total: number }; filter: ShopFilter };
  }>();
  const counts = new Map(
    page.filter.flatMap((f) => f.values.map((v) => [`${f.code}:${v.value}`, v.count] as const)),
  );
  return { total: page.pagination.total, counts };
}

describe('admin section relations: access (R-ROLE-2)', () => {
  it('a guest gets 401 and a plain shopper 403, for reading and writing, and nothing is written', async () => {
    const before = await stored();
    const shopper = await signedUp(app, 'relations-shopper@example.ru');
    const body = { action: 'save', relations: [] };
    expect((await visitor(app).get(GET_DATA)).statusCode).toBe(401);
    expect((await visitor(app).post(API, body)).statusCode).toBe(401);
    expect((await shopper.get(GET_DATA)).statusCode).toBe(403);
    expect((await shopper.post(API, body)).statusCode).toBe(403);
    expect((await formPost(shopper, formFields('save', []), 'urlencoded')).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe('admin section relations: getData and save (R-REL-1)', () => {
  it('getData gives every section in tree order with depth bullets, and the stored relations', async () => {
    const { sections, relations } = await data(editor);
    const [{ count }] = (await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sections',
    )) as [{ count: number }];
    expect(sections).toHaveLength(count);
    const top = sections.find((s) => s.parentId === null)!;
    expect(top.LABEL).toBe(`• ${top.name}`);
    const child = sections.find((s) => s.parentId === top.id)!;
    expect(child.LABEL).toBe(`• • ${child.name}`);
    const rows = await db.query<{ section_id: number; items: number[] }>(
      "SELECT section_id, items FROM section_relations WHERE items <> '{}' ORDER BY section_id",
    );
    expect(relations).toEqual(rows.map((r) => ({ id: r.section_id, items: r.items })));
    for (const relation of relations)
      expect(sections.find((s) => s.id === relation.id)?.withRelations).toBe(true);
  });

  it('save stores the posted relations in place of the old ones, with one change log record; JSON, urlencoded and multipart alike', async () => {
    const original = (await data(admin)).relations;
    const { first, second } = await twoLeaves();
    const wanted = [...original, { id: first.id, items: [second.id] }];
    for (const kind of ['json', 'urlencoded', 'multipart'] as const) {
      const logged = (await stored()).changes.length;
      const relations = kind === 'json' ? wanted : wanted.map((r) => ({ ...r }));
      const response =
        kind === 'json'
          ? await admin.post(API, { action: 'save', relations })
          : await formPost(admin, formFields('save', relations), kind);
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      expect(response.json<Data>().relations).toEqual([...wanted].sort((a, b) => a.id - b.id));
      expect((await stored()).changes).toHaveLength(logged + 1);
      // back to the start for the next kind: a relation without items is removed
      const undo = await formPost(
        admin,
        formFields('save', [...original, { id: first.id, items: [] }]),
        kind === 'json' ? 'urlencoded' : kind,
      );
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json<Data>().relations).toEqual(original);
    }
  });

  it('malformed or refused posts answer 400 in Russian with nothing written, even the valid part', async () => {
    const { first, second } = await twoLeaves();
    const [{ max }] = (await db.query<{ max: number }>('SELECT max(id) AS max FROM sections')) as [
      { max: number },
    ];
    const good = { id: second.id, items: [first.id] };
    const before = await stored();
    const refused: [unknown, string | null][] = [
      [
        [good, { id: first.id, items: [first.id] }],
        `Раздел ${first.id} нельзя привязать к самому себе`,
      ],
      [[good, { id: first.id, items: [max + 1] }], `Раздел ${max + 1} не найден`],
      [[good, { id: max + 1, items: [first.id] }], `Раздел ${max + 1} не найден`],
      [
        [good, { id: first.id, items: [second.id, second.id] }],
        `Раздел ${second.id} уже привязан к разделу ${first.id}`,
      ],
      [[good, { id: second.id, items: [] }], `Привязки раздела ${second.id} переданы дважды`],
      [[good, { id: first.id, items: ['два'] }], null],
      [[{ id: first.id }], null],
    ];
    for (const [relations, message] of refused) {
      const response = await admin.post(API, { action: 'saveAndApply', relations });
      expect(response.statusCode, JSON.stringify(relations)).toBe(400);
      if (message) expect(response.json().error.message).toBe(message);
      else expect(response.json().error.message).toMatch(/[а-я]/);
    }
    const badAction = await formPost(admin, formFields('drop', [good]), 'multipart');
    expect(badAction.statusCode).toBe(400);
    const badForm = await formPost(
      admin,
      [
        ['action', 'save'],
        ['relations[0][id][]x', '1'],
      ],
      'urlencoded',
    );
    expect(badForm.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('admin section relations: saveAndApply (R-REL-1)', () => {
  it('the related section’s products are in the section’s listing and facet counts on the next request, and undo restores them', async () => {
    const original = (await data(admin)).relations;
    const { first, second } = await twoLeaves();
    const own = await sectionPage(first.code);
    const other = await sectionPage(second.code);
    expect(other.total).toBeGreaterThan(0);

    const applied = await formPost(
      admin,
      formFields('saveAndApply', [...original, { id: first.id, items: [second.id] }]),
      'urlencoded',
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const related = await sectionPage(first.code);
    // the two leaves share no product (different parents), so the totals add up
    const [{ shared }] = (await db.query<{ shared: number }>(
      `SELECT count(*)::int AS shared FROM product_sections a JOIN product_sections b
          ON a.product_id = b.product_id AND b.section_id = $2 WHERE a.section_id = $1`,
      [first.id, second.id],
    )) as [{ shared: number }];
    expect(related.total).toBe(own.total + other.total - shared);
    for (const [value, count] of other.counts)
      expect(related.counts.get(value), value).toBeGreaterThanOrEqual(count);
    const grown = [...related.counts].some(
      ([value, count]) => count > (own.counts.get(value) ?? 0),
    );
    expect(grown).toBe(true);

    // A plain save of the undo is what the screen shows, while the shop keeps what was applied,
    // even after its catalogue index is rebuilt for another reason.
    const saved = await admin.post(API, { action: 'save', relations: original });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Data>().relations).toEqual(original);
    await catalogChanged(app, 'all');
    expect((await sectionPage(first.code)).total).toBe(related.total);

    const undone = await admin.post(API, { action: 'saveAndApply', relations: original });
    expect(undone.statusCode).toBe(200);
    expect(await sectionPage(first.code)).toEqual(own);
  });
});
