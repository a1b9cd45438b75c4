import { describe, expect, it } from 'vitest';
import { basePathOf, pageUrl, priceUrl } from './catalogUrls';

describe('pageUrl', () => {
  it('puts page n after the base path and keeps the query', () => {
    expect(pageUrl('/shop/kartiny/?sort=new', 3)).toBe('/shop/kartiny/page/3/?sort=new');
    expect(pageUrl('/shop/kartiny/page/2/', 5)).toBe('/shop/kartiny/page/5/');
  });

  it('R-ROUTE-3: page 1 is the base url without a /page/ part', () => {
    expect(pageUrl('/shop/kartiny/page/4/?razmer=40x50', 1)).toBe('/shop/kartiny/?razmer=40x50');
  });

  it('R-ROUTE-2: understands /page/{n}-{m}/ as well', () => {
    expect(basePathOf('/new/page/2-3/')).toBe('/new/');
  });
});

describe('priceUrl', () => {
  it('sets both bounds, keeps the selected values and goes back to page 1', () => {
    expect(priceUrl('/shop/kartiny/page/3/?razmer=40x50,30x40', 500, 1500)).toBe(
      '/shop/kartiny/?razmer=40x50,30x40&price_from=500&price_to=1500',
    );
  });

  it('replaces an earlier range and leaves out an empty bound', () => {
    expect(priceUrl('/shop/kartiny/?price_from=100&price_to=900&sort=new', null, 2000)).toBe(
      '/shop/kartiny/?sort=new&price_to=2000',
    );
    expect(priceUrl('/shop/kartiny/?price_from=100', null, null)).toBe('/shop/kartiny/');
  });
});
