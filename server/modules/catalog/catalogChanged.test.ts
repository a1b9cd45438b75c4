import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres } from '../../lib/db/pgDb';
import type { Db } from '../../lib/db/types';
import type { Visitor } from '../../testing/shopVisitor';
import { invalidatePageCache } from '../page';
import { staffSuite } from '../../testing/staff';

/**
 * Issue 23 point 5: one staff save of filter settings updates the catalogue index once and drops
 * the page cache once in the saving process; on PostgreSQL another app on the same database does
 * the same once on hearing of it. Issue 24 point 1: the other app serves the change on the very
 * next request after the save answers (the save waits for the listening processes to apply it).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SECTION_CODE = 'almaznaya-vyshivka';
const DROPPED_PROPERTY = 'brend';
/** A channel of this test's own: its NOTIFY arrives after every one sent before it. */
const BARRIER_CHANNEL = 'catalog_changed_test_barrier';

const suite = staffSuite();
let db: Db;
let app: FastifyInstance;
let admin: Visitor;

beforeAll(() => {
  ({ db, app, admin } = suite);
});

interface Counts {
  rebuilds: number;
  drops: number;
}

/** Counts an app's index swaps (its 'swapped' event) and its page cache drops from now on. */
function countChanges(shop: FastifyInstance): Counts {
  const counts = { rebuilds: 0, drops: 0 };
  shop.catalogIndex.on('swapped', () => counts.rebuilds++);
  // A method spied on before keeps its spy, with the calls made before now.
  const drop = vi.spyOn(shop.pageService, 'invalidate');
  const dropsBefore = drop.mock.calls.length;
  return {
    get rebuilds() {
      return counts.rebuilds;
    },
    get drops() {
      return drop.mock.calls.length - dropsBefore;
    },
  };
}

/**
 * Resolves once `appDb`'s listening connection has delivered every notification sent before this
 * call (one connection delivers in order), and the rebuilds they started have ended.
 */
async function heardEverything(shop: FastifyInstance, appDb: Db): Promise<void> {
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  const unlisten = await appDb.listen(BARRIER_CHANNEL, () => heard());
  await appDb.notify(BARRIER_CHANNEL, '');
  await arrived;
  await unlisten();
  await shop.catalogIndex.settled();
}

interface SectionPageJson {
  data: { filter: { code: string }[] };
  variables: { GOODS_COUNT: number };
}

async function sectionPage(shop: FastifyInstance, code = SECTION_CODE): Promise<SectionPageJson> {
  const response = await shop.inject({ url: `/shop/${code}/`, headers: { 'x-source': 'nuxt' } });
  expect(response.statusCode).toBe(200);
  return response.json<SectionPageJson>();
}

async function filterCodes(shop: FastifyInstance): Promise<string[]> {
  return (await sectionPage(shop)).data.filter.map((f) => f.code);
}

/** The admin saves the section's filter settings without one property (R-FC-7). */
async function saveWithoutDroppedProperty(): Promise<void> {
  const [section] = await db.query<{ id: number }>('SELECT id FROM sections WHERE code = $1', [
    SECTION_CODE,
  ]);
  const api = '/api/admin/filter/config';
  const detail = await admin.get(`${api}/detail?sectionId=${section?.id}`);
  const { items, properties } = detail.json<{
    result: { items: { UF_PROPERTY_ID: number }[]; properties: { ID: number; CODE: string }[] };
  }>().result;
  const dropped = properties.find((property) => property.CODE === DROPPED_PROPERTY)?.ID;
  const kept = items.filter((item) => item.UF_PROPERTY_ID !== dropped);
  expect(kept.length).toBe(items.length - 1);
  const saved = await admin.post(`${api}/save`, { items: kept });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('one catalogue change path (issue 23 point 5)', () => {
  let other: { db: Db; app: FastifyInstance } | undefined;

  beforeAll(async () => {
    if (!serverUrl) return;
    // A second app on the same database, as a second server process would be.
    const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(serverUrl);
    url.pathname = `/${row?.name}`;
    const otherDb = await openPostgres(url.toString());
    const otherApp = await buildApp({ db: otherDb, config: { ...loadConfig({}), spaDir: null } });
    await otherApp.ready();
    other = { db: otherDb, app: otherApp };
  });

  afterAll(async () => {
    await other?.app.close();
    await other?.db.close();
  });

  it('a staff save of filter settings updates the index once and drops the page cache once in each process', async () => {
    // Both processes have the section page cached with the property in its filter.
    expect(await filterCodes(app)).toContain(DROPPED_PROPERTY);
    if (other) expect(await filterCodes(other.app)).toContain(DROPPED_PROPERTY);
    const here = countChanges(app);
    const there = other && countChanges(other.app);
    const otherSwapped = other && once(other.app.catalogIndex, 'swapped');

    await saveWithoutDroppedProperty();
    // The next request to either process, with no waiting: both serve the change already.
    expect(await filterCodes(app)).not.toContain(DROPPED_PROPERTY);
    if (other) expect(await filterCodes(other.app)).not.toContain(DROPPED_PROPERTY);
    await heardEverything(app, db);
    expect({ rebuilds: here.rebuilds, drops: here.drops }).toEqual({ rebuilds: 1, drops: 1 });
    expect(await filterCodes(app)).not.toContain(DROPPED_PROPERTY);

    if (other && there) {
      await otherSwapped;
      await heardEverything(other.app, other.db);
      expect({ rebuilds: there.rebuilds, drops: there.drops }).toEqual({ rebuilds: 1, drops: 1 });
      expect(await filterCodes(other.app)).not.toContain(DROPPED_PROPERTY);
    }
  });

  it('a page change beside the catalogue (a review) drops the page cache once in each process', async () => {
    const here = countChanges(app);
    const there = other && countChanges(other.app);
    await invalidatePageCache(app);
    // The saving process dropped its pages when it sent the notice, and does not again on it.
    expect(here.drops).toBe(1);
    await heardEverything(app, db);
    expect(here.drops).toBe(1);
    if (other && there) {
      await heardEverything(other.app, other.db);
      expect(there.drops).toBe(1);
    }
  });

  it('R-REL-1: a relation saved and applied lists the related products in every process on the next request', async () => {
    const idOf = async (code: string) =>
      (await db.query<{ id: number }>('SELECT id FROM sections WHERE code = $1', [code]))[0]!.id;
    const related = await idOf('kartiny-po-nomeram');
    const section = await idOf(SECTION_CODE);
    const before = (await sectionPage(app)).variables.GOODS_COUNT;
    if (other) expect((await sectionPage(other.app)).variables.GOODS_COUNT).toBe(before);
    const relations = [{ id: section, items: [related] }];
    const saved = await admin.post('/api/admin/sections/relations', {
      action: 'saveAndApply',
      relations,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await sectionPage(app)).variables.GOODS_COUNT;
    expect(after).toBeGreaterThan(before);
    if (other) expect((await sectionPage(other.app)).variables.GOODS_COUNT).toBe(after);
  });

  it.skipIf(!serverUrl)('a staff save answers only once the other process serves it', async () => {
    const index = other!.app.catalogIndex;
    const update = index.update.bind(index);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const heard = new Promise<void>((resolve) => (reached = resolve));
    // The other process hears the change and is held before it applies it.
    const held = vi.spyOn(index, 'update').mockImplementationOnce(async (what) => {
      reached();
      await gate;
      return update(what);
    });
    const [section] = await db.query<{ id: number }>('SELECT id FROM sections WHERE code = $1', [
      SECTION_CODE,
    ]);
    const [shown] = await filterCodes(other!.app);
    const [property] = await db.query<{ id: number }>('SELECT id FROM properties WHERE code = $1', [
      shown,
    ]);
    const body = { sectionId: section!.id, propertyId: property!.id };
    const api = '/api/admin/filter/config';
    let answered = false;
    const saving = admin.post(`${api}/propertyDisable`, body).then((r) => {
      answered = true;
      return r;
    });
    await heard;
    // The saving process has served the change itself and answered a request asked after the
    // save: were the save not waiting for the other process, it would have answered too.
    await app.catalogIndex.settled();
    expect((await admin.get(`${api}/detail?sectionId=${section!.id}`)).statusCode).toBe(200);
    expect(answered).toBe(false);
    release();
    const saved = await saving;
    expect(saved.statusCode, saved.body).toBe(200);
    held.mockRestore();
    expect(await filterCodes(other!.app)).not.toContain(shown);
    expect((await admin.post(`${api}/propertyEnable`, body)).statusCode).toBe(200);
    expect(await filterCodes(other!.app)).toContain(shown);
  });
});
