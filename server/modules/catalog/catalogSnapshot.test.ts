import { expect, it } from 'vitest';
import { count } from './bitset';
import { CatalogSnapshot } from './catalogSnapshot';
import type { CatalogRows } from './snapshotQueries';

const PRODUCTS = 200_000;

/** A catalogue of PRODUCTS products in one section, each with one value and one price. */
function largeCatalogue(): CatalogRows {
  const ids = Array.from({ length: PRODUCTS }, (_, i) => i + 1);
  return {
    products: { lines: ids.map((id) => `${id} 1 ${id % 97} ${id} 1 code-${id}`).join('\n') },
    productSections: { product_ids: ids.join(','), section_ids: ids.map(() => 1).join(',') },
    priceLists: [
      { price_type_id: 1, product_ids: ids.join(','), prices: ids.map((id) => id % 500).join(',') },
    ],
    sections: [
      {
        id: 1,
        parent_id: null,
        code: 'all',
        name: 'Всё',
        sort: 1,
        active: true,
        description: null,
      },
    ],
    relations: [],
    properties: [{ id: 1, code: 'color', name: 'Цвет', is_size: false }],
    values: [{ id: 1, property_id: 1, value: 'Красный', slug: 'krasnyy' }],
    locations: [{ id: 1, price_type_id: 1 }],
    filterConfig: [],
    binds: [],
    disabled: [],
    seo: [],
  };
}

// Issue 24 point 2: an import's end rebuilds the index while shoppers' requests wait on the
// same thread; the build takes turns with them instead of holding the thread to its end.
it('a build of 200 000 products lets the event loop in while it runs', async () => {
  const rows = largeCatalogue();
  let building = true;
  let turns = 0;
  const countTurns = () => {
    if (!building) return;
    turns += 1;
    setImmediate(countTurns);
  };
  setImmediate(countTurns);
  const snapshot = await CatalogSnapshot.fromRows(rows);
  building = false;
  expect(snapshot.size).toBe(PRODUCTS);
  expect(count(snapshot.sectionProducts(1))).toBe(PRODUCTS);
  expect(turns).toBeGreaterThan(2);
});
