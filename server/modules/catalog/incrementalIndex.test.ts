import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db/types';
import type { Visitor } from '../../testing/shopVisitor';
import { staffSuite } from '../../testing/staff';
import { sqlFacetCounts, sqlFigures } from './bruteForce.testUtil';
import { buildSnapshot } from './catalogIndex';
import type { CatalogSnapshot } from './catalogSnapshot';

/**
 * Issue 24 point 1: a staff write updates only what it touches. Filter settings make a snapshot
 * that keeps the product sets of the one before; applied relations recompute the member sets of
 * the sections they reach. Either way the snapshot equals one built from scratch, and the section
 * page's counts equal brute-force SQL.
 */
const SECTION = 'almaznaya-vyshivka';
const RELATED = 'kartiny-po-nomeram';
/** A section nobody binds to, so it may be bound (R-FC-3: no chains). */
const UNBOUND = 'pazly';

const suite = staffSuite();
let db: Db;
let app: FastifyInstance;
let admin: Visitor;

beforeAll(() => {
  ({ db, app, admin } = suite);
});

const idOf = async (code: string) =>
  (await db.query<{ id: number }>('SELECT id FROM sections WHERE code = $1', [code]))[0]!.id;

/** Every section's product set and the presentation settings, comparable with toEqual. */
function picture(snapshot: CatalogSnapshot) {
  return {
    sets: [...snapshot.sections.keys()].map((id) => [id, [...snapshot.sectionProducts(id)]]),
    filterConfig: [...snapshot.filterConfig],
    binds: [...snapshot.filterBinds],
    disabled: [...snapshot.disabledProperties].map(([id, set]) => [id, [...set].sort()]),
    seo: [...snapshot.seoItems],
  };
}

interface SectionPageJson {
  data: { filter: { code: string; values: { slug: string; count: number }[] }[] };
  variables: { GOODS_COUNT: number };
}

/** The section page's total and facet counts equal the brute-force SQL ones. */
async function expectExactCounts(code: string): Promise<number> {
  const response = await app.inject({ url: `/shop/${code}/`, headers: { 'x-source': 'nuxt' } });
  expect(response.statusCode).toBe(200);
  const { data, variables } = response.json<SectionPageJson>();
  const filter = { sectionCode: code, values: {} };
  expect(variables.GOODS_COUNT).toBe((await sqlFigures(db, filter)).count);
  for (const item of data.filter) {
    const expected = await sqlFacetCounts(db, filter, item.code);
    for (const value of item.values) expect(value.count).toBe(expected.get(value.slug) ?? 0);
  }
  return variables.GOODS_COUNT;
}

describe('the index updates what a staff write touches (issue 24 point 1)', () => {
  it('a filter settings save keeps the product sets and equals a snapshot built from scratch', async () => {
    const sectionId = await idOf(SECTION);
    const before = app.catalogIndex.current();
    const saved = await admin.post('/api/admin/filter/config/bind', {
      sectionId: await idOf(UNBOUND),
      bindSectionId: sectionId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = app.catalogIndex.current();
    expect(after).not.toBe(before);
    expect(after.allProducts).toBe(before.allProducts);
    expect(after.sectionProducts(sectionId)).toBe(before.sectionProducts(sectionId));
    expect(after.filterBinds.get(await idOf(UNBOUND))).toBe(sectionId);
    expect(picture(after)).toEqual(picture(await buildSnapshot(db)));
  });

  it('R-REL-1: relations saved and applied change the member sets they reach, exactly', async () => {
    const sectionId = await idOf(SECTION);
    const relatedId = await idOf(RELATED);
    const [parent] = await db.query<{ code: string | null }>(
      'SELECT p.code FROM sections s LEFT JOIN sections p ON p.id = s.parent_id WHERE s.id = $1',
      [sectionId],
    );
    const before = app.catalogIndex.current();
    const countBefore = await expectExactCounts(SECTION);
    const saved = await admin.post('/api/admin/sections/relations', {
      action: 'saveAndApply',
      relations: [{ id: sectionId, items: [relatedId] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = app.catalogIndex.current();
    expect(after.allProducts).toBe(before.allProducts);
    expect(picture(after)).toEqual(picture(await buildSnapshot(db)));
    expect(await expectExactCounts(SECTION)).toBeGreaterThan(countBefore);
    if (parent?.code) await expectExactCounts(parent.code);
    // A section the relation does not reach keeps its very set.
    expect(after.sectionProducts(relatedId)).toBe(before.sectionProducts(relatedId));
  });
});
