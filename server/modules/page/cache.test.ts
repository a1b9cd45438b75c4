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

describe('TtlCache with a size bound', () => {
  it('drops the oldest entries until the new one fits the byte budget (issue 24 point 6)', () => {
    const cache = new TtlCache<string>(1000, {
      maxEntries: 10,
      maxBytes: 10,
      sizeOf: (value) => value.length,
    });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccc');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('bbbb');
    expect(cache.get('c')).toBe('cccc');
    // Replacing an entry gives its bytes back first, so nothing else has to go.
    cache.set('c', 'cccccc');
    expect(cache.get('b')).toBe('bbbb');
    expect(cache.get('c')).toBe('cccccc');
  });

  it('keeps nothing larger than the whole budget, and drops nothing for it', () => {
    const cache = new TtlCache<string>(1000, {
      maxEntries: 10,
      maxBytes: 4,
      sizeOf: (value) => value.length,
    });
    cache.set('a', 'aa');
    cache.set('huge', 'hhhhh');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('aa');
  });
});
