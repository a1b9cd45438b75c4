import { describe, expect, it } from 'vitest';
import { QueryVaryingCache, ReadTrackingParams, TtlCache } from './cache';

describe('TtlCache', () => {
  it('forgets entries after the time to live and drops the oldest beyond the bound', () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 2, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    now = 1000;
    expect(cache.get('c')).toBeUndefined();
  });
});

describe('QueryVaryingCache.readQuery', () => {
  const cache = new QueryVaryingCache<string>(1000, 10);
  const read = new ReadTrackingParams('color=red&sort=price_asc');
  read.get('color');
  read.get('sort');
  cache.set('section', 'color=red&sort=price_asc', read, 'page');

  it('keeps the parameters the page read as sent, in their order, and drops the rest', () => {
    expect(
      cache.readQuery('section', 'utm_source=ya&sort=price_asc&yclid=1&color=red%2Cblue&x='),
    ).toBe('sort=price_asc&color=red%2Cblue');
    expect(cache.readQuery('section', 'utm_source=ya&gclid=2')).toBe('');
  });

  it('keeps every parameter where no page tells what it reads', () => {
    expect(cache.readQuery('other', 'utm_source=ya&sort=new')).toBe('utm_source=ya&sort=new');
  });
});
