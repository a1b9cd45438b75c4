import { describe, expect, it } from 'vitest';
import { normalizeShopUrl } from './normalizeShopUrl';

describe('normalizeShopUrl', () => {
  it('R-ROUTE-1: adds the trailing slash and keeps the query and hash', () => {
    expect(normalizeShopUrl('/kontakty')).toBe('/kontakty/');
    expect(normalizeShopUrl('/shop/kartiny', '?sort=price', '#top')).toBe(
      '/shop/kartiny/?sort=price#top',
    );
  });

  it('R-ROUTE-2: leaves a page n > 1 url alone (the server reads n from it)', () => {
    expect(normalizeShopUrl('/shop/kartiny/page/2/')).toBeNull();
    expect(normalizeShopUrl('/shop/kartiny/page/3-4/')).toBeNull();
    expect(normalizeShopUrl('/shop/kartiny/page/2')).toBe('/shop/kartiny/page/2/');
  });

  it('R-ROUTE-3: sends page 1 straight to the base url, in one step even without the slash', () => {
    expect(normalizeShopUrl('/shop/kartiny/page/1/')).toBe('/shop/kartiny/');
    expect(normalizeShopUrl('/shop/page/1', '?q=1')).toBe('/shop/?q=1');
    expect(normalizeShopUrl('/new/page/1-24/')).toBe('/new/');
  });

  it('leaves normal urls and urls that could leave the shop alone', () => {
    expect(normalizeShopUrl('/')).toBeNull();
    expect(normalizeShopUrl('/favorites/', '?a=1')).toBeNull();
    expect(normalizeShopUrl('//evil.example/x')).toBeNull();
  });
});
