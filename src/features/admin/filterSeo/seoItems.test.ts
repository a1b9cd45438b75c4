import { describe, expect, it } from 'vitest';
import type { FilterSeoItem } from '@features/api';
import { filterSeoHref, isEmptyNewItem, newSeoItem, rebaseSeoItems, saveItems } from './seoItems';

const item = (propertyId: number, sort: number): FilterSeoItem => ({
  ...newSeoItem(
    { id: propertyId, name: `Свойство ${propertyId}`, code: `p${propertyId}`, used: false },
    '/shop/x/',
    sort,
  ),
  ID: propertyId * 100,
  ALL_VALUES: { a: { VALUE: 'a', NAME: 'a', COUNT: 1 } },
});

describe('saveItems', () => {
  it('R-SEO-6: sends the items in screen order, UF_SORT 10, 20, 30, without ALL_VALUES', () => {
    const body = saveItems([item(3, 500), item(1, 7), item(2, 10)]);
    expect(body.map((saved) => [saved.ID, saved.UF_SORT])).toEqual([
      [300, 10],
      [100, 20],
      [200, 30],
    ]);
    for (const saved of body) expect(saved).not.toHaveProperty('ALL_VALUES');
    expect(body[0]).toMatchObject({
      NAME: 'Свойство 3',
      UF_PROPERTY_ID: 3,
      UF_BASE_URL: '/shop/x/',
    });
  });
});

describe('filterSeoHref', () => {
  it('links the index and a url, the way the editor panel does', () => {
    expect(filterSeoHref()).toBe('/admin/filter-seo/');
    expect(filterSeoHref('/shop/almaznaya-vyshivka/')).toBe(
      '/admin/filter-seo/?base_url=/shop/almaznaya-vyshivka/',
    );
  });
});

describe('rebaseSeoItems (issue 25 point 9)', () => {
  it('keeps pending edits and order over the answer of one item’s save; the saved new item takes its ID and values', () => {
    const size = item(1, 10);
    const theme = item(2, 20);
    const added = { ...item(3, 30), ID: 0, ALL_VALUES: {} };
    const edited = [{ ...theme, NAME: 'Тема (правка)' }, size, added];
    const savedAdded = { ...added, ID: 77, ALL_VALUES: { b: { VALUE: 'b', NAME: 'b', COUNT: 2 } } };
    const now = [size, theme, savedAdded];
    expect(rebaseSeoItems(edited, now)).toEqual([
      { ...theme, NAME: 'Тема (правка)' },
      size,
      savedAdded,
    ]);
  });

  it('drops items the server no longer has and puts items another save added at their place', () => {
    const size = item(1, 10);
    const theme = item(2, 20);
    const other = item(4, 20);
    expect(rebaseSeoItems([size, theme], [size, other])).toEqual([size, other]);
  });

  it('tells an empty new item (no texts, no replaces) from one with anything in it', () => {
    const fresh = newSeoItem({ id: 5, name: 'Тема', code: 'tema', used: false }, '/shop/x/', 10);
    expect(isEmptyNewItem(fresh)).toBe(true);
    expect(isEmptyNewItem({ ...fresh, UF_META: { ...fresh.UF_META, TITLE: ' ' } })).toBe(true);
    expect(isEmptyNewItem({ ...fresh, UF_META: { ...fresh.UF_META, H1: '#VALUE#' } })).toBe(false);
    expect(isEmptyNewItem({ ...fresh, UF_REPLACES: [{ DISPLAY_NAME: 'a', REPLACE: 'б' }] })).toBe(
      false,
    );
    expect(isEmptyNewItem({ ...fresh, ID: 9 })).toBe(false);
  });
});
