import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../lib/db/types';
import { createTestDb } from '../../testing';
import { CatalogSnapshot } from './catalogSnapshot';
import { loadCatalogRows } from './snapshotQueries';

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** What the shop's pages read from the index: products, their sections, values and prices. */
function picture(snapshot: CatalogSnapshot, priceTypes: number[]) {
  return {
    products: [...snapshot.productIds],
    codes: snapshot.productCodes,
    mainSections: [...snapshot.mainSections],
    byPopularity: [...snapshot.byPopularity],
    sets: [...snapshot.sections.keys()].map((id) => [id, [...snapshot.sectionProducts(id)]]),
    values: [...snapshot.valueSets].map(([id, set]) => [id, [...set]]),
    prices: priceTypes.map((type) => {
      const list = snapshot.priceList(type);
      return [type, [...list.prices], [...list.ascending], [...list.descending]];
    }),
  };
}

// Issue 24 point 2: the index is read a range of product ids at a time, so that the embedded
// engine's one connection is never held for the whole read; the ranges must add up to the whole.
it('the catalogue index read a few product ids at a time equals the index read at once', async () => {
  const priceTypes = (await db.query<{ id: number }>('SELECT id FROM price_types')).map(
    (row) => row.id,
  );
  expect(priceTypes.length).toBeGreaterThan(1);
  const whole = await CatalogSnapshot.fromRows(await loadCatalogRows(db, 1_000_000_000));
  const inRanges = await CatalogSnapshot.fromRows(await loadCatalogRows(db, 7));
  expect(whole.size).toBeGreaterThan(20);
  expect(picture(inRanges, priceTypes)).toEqual(picture(whole, priceTypes));
});
