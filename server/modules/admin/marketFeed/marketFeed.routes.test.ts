import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireAtOnce, signedUp, staffSuite, visitor, type Db, type Visitor } from '../testing';

/**
 * Issue 27 point 3: «Every section is in the feed by default; staff can leave a section out (a
 * switch in the staff area, with its change history)». The switch's calls, who may make them, the
 * history rows they leave, and the feed that follows them.
 */
let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let editor: Visitor;

const suite = staffSuite();
beforeAll(async () => {
  ({ db, app, admin, editor } = suite);
});
beforeEach(async () => {
  await db.query('DELETE FROM market_feed_excluded_sections');
  await db.query("DELETE FROM staff_changes WHERE tool = 'market-feed'");
  await app.catalogIndex.rebuild();
});

const API = '/api/admin/market-feed';

interface FeedSection {
  id: number;
  name: string;
  parentId: number | null;
  inFeed: boolean;
}

async function sections(who: Visitor): Promise<FeedSection[]> {
  const response = await who.get(API);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sections: FeedSection[] }>().sections;
}

async function save(who: Visitor, excludedSectionIds: number[]) {
  return who.post(API, { excludedSectionIds });
}

/** The feed's category and offer ids, as Market's robot reads them (it takes no gzip). */
async function feed(): Promise<{ categories: Set<number>; offers: Set<number> }> {
  const answer = await app.inject({ url: '/feeds/yandex-market.xml' });
  expect(answer.statusCode).toBe(200);
  const text = answer.body;
  const ids = (pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => Number(m[1])));
  return { categories: ids(/<category id="(\d+)"/g), offers: ids(/<offer id="(\d+)"/g) };
}

/** A top section with subsections whose products are offers, and one of its subsections. */
async function sectionWithSubsections() {
  const [row] = await db.query<{ id: number; child: number }>(
    `SELECT s.id, min(c.id) AS child FROM sections s JOIN sections c ON c.parent_id = s.id
      WHERE s.parent_id IS NULL AND s.active AND c.active
        AND EXISTS (SELECT 1 FROM products p WHERE p.section_id = c.id AND p.active AND p.kind = 'regular')
      GROUP BY s.id ORDER BY s.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo has no section with subsections of products');
  const under = await db.query<{ id: number }>(
    'SELECT id FROM sections WHERE id = $1 OR $1 = ANY (path)',
    [row.id],
  );
  const products = await db.query<{ id: number }>(
    `SELECT id FROM products WHERE active AND kind = 'regular' AND section_id = ANY ($1::int[])`,
    [under.map((section) => section.id)],
  );
  return { id: row.id, child: row.child, under: under.map((s) => s.id), products };
}

const history = () =>
  db.query<{ user_id: number; before: unknown; after: unknown }>(
    "SELECT user_id, before, after FROM staff_changes WHERE tool = 'market-feed' ORDER BY id",
  );

describe('issue 27 point 3: sections left out of the Yandex Market feed', () => {
  it('lists every section in tree order, each in the feed by default', async () => {
    const list = await sections(admin);
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM sections');
    expect(list).toHaveLength(row!.count);
    expect(list.every((section) => section.inFeed)).toBe(true);
    const place = new Map(list.map((section, i) => [section.id, i]));
    for (const section of list)
      if (section.parentId !== null)
        expect(place.get(section.parentId)!).toBeLessThan(place.get(section.id)!);
  });

  it('a section left out takes its subsections and their offers out of the next feed, and back', async () => {
    const section = await sectionWithSubsections();
    const before = await feed();
    expect(before.categories).toContain(section.child);
    for (const { id } of section.products) expect(before.offers).toContain(id);

    const saved = await save(admin, [section.id]);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json<{ sections: FeedSection[] }>().sections;
    expect(list.find((s) => s.id === section.id)?.inFeed).toBe(false);
    expect(list.find((s) => s.id === section.child)?.inFeed).toBe(true);

    const without = await feed();
    for (const id of section.under) expect(without.categories).not.toContain(id);
    for (const { id } of section.products) expect(without.offers).not.toContain(id);
    expect(without.offers.size).toBe(before.offers.size - section.products.length);

    expect((await save(editor, [])).statusCode).toBe(200);
    expect(await feed()).toEqual(before);
  });

  it('keeps each change in the history, the staff member’s before and after, and reverts one', async () => {
    const { id, child } = await sectionWithSubsections();
    await save(admin, [child]);
    await save(editor, [id, child]);
    expect(await history()).toMatchObject([
      { before: [], after: [child] },
      { before: [child], after: [id, child].sort((a, b) => a - b) },
    ]);
    const shown = await admin.get('/api/admin/history?tool=market-feed');
    expect(shown.statusCode, shown.body).toBe(200);
    const { result } = shown.json<{ result: { changes: { id: number }[]; revertable: boolean } }>();
    expect(result.revertable).toBe(true);
    expect(result.changes).toHaveLength(2);

    const reverted = await admin.post(`/api/admin/history/${result.changes[0]!.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await sections(admin)).filter((s) => !s.inFeed).map((s) => s.id)).toEqual([child]);
    expect((await feed()).categories).not.toContain(child);
    expect((await feed()).categories).toContain(id);
  });

  it('a save that changes nothing writes no history row', async () => {
    const { id } = await sectionWithSubsections();
    await save(admin, [id]);
    await save(admin, [id]);
    expect(await history()).toHaveLength(1);
  });

  it('refuses an unknown or repeated section and writes nothing', async () => {
    const { id } = await sectionWithSubsections();
    const unknown = await save(admin, [id, 2_000_000]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Раздел 2000000 не найден');
    const twice = await save(admin, [id, id]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(`Раздел ${id} передан дважды`);
    expect((await save(admin, [0])).statusCode).toBe(400);
    expect(await db.query('SELECT * FROM market_feed_excluded_sections')).toEqual([]);
    expect(await history()).toEqual([]);
  });

  it('a guest gets 401 and a plain shopper 403, for reading and writing, and nothing is written', async () => {
    const { id } = await sectionWithSubsections();
    const shopper = await signedUp(app, 'market-feed-shopper@example.com');
    expect((await visitor(app).get(API)).statusCode).toBe(401);
    expect((await save(visitor(app), [id])).statusCode).toBe(401);
    expect((await shopper.get(API)).statusCode).toBe(403);
    expect((await save(shopper, [id])).statusCode).toBe(403);
    expect(await db.query('SELECT * FROM market_feed_excluded_sections')).toEqual([]);
    expect(await history()).toEqual([]);
  });

  it('two staff members saving at once: both saves land, one after the other, each in the history', async () => {
    const { id, child } = await sectionWithSubsections();
    const lists = [[id], [child]];
    const answers = await fireAtOnce(2, (i) => save(i === 0 ? admin : editor, lists[i]!));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await history();
    expect(rows).toHaveLength(2);
    // Each record starts where the one before it ended: the writes queued up.
    expect(rows[0]!.before).toEqual([]);
    expect(rows[1]!.before).toEqual(rows[0]!.after);
    const left = await db.query<{ section_id: number }>(
      'SELECT section_id FROM market_feed_excluded_sections',
    );
    expect(left.map((row) => row.section_id)).toEqual(rows[1]!.after);
  });
});
