import { describe, expect, it } from 'vitest';
import type { FilterSeoItem } from '@features/api';
import { filterSeoHref, newSeoItem, pathOfTypedUrl, saveItems } from './seoItems';

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

describe('pathOfTypedUrl', () => {
  it('R-SEO-1: takes a path, or the path of a pasted address, and refuses anything else', () => {
    expect(pathOfTypedUrl(' /shop/pazly/ ')).toBe('/shop/pazly/');
    expect(pathOfTypedUrl('https://shop.example/shop/pazly/?a=1')).toBe('/shop/pazly/');
    expect(pathOfTypedUrl('shop/pazly/')).toBeNull();
    expect(pathOfTypedUrl('//evil.example/')).toBeNull();
    expect(pathOfTypedUrl('')).toBeNull();
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
