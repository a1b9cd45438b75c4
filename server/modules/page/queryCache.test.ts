import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDb } from '../../testing';
import { startShop } from '../../testing/shopVisitor';
import { QueryVaryingCache, ReadTrackingParams } from './cache';
import type { PageRoute } from './registry';

describe('issue 9 point 9: the page cache keys only the query parameters a page reads', () => {
  it('serves the cached page for unknown parameters and builds anew for ones the page reads', async () => {
    let builds = 0;
    // A page like a catalogue list: it reads `color` and `sort`, nothing else.
    const cacheTest: PageRoute = {
      type: 'content',
      matches: (path) => path === '/limits-cache-test/',
      resolve: async ({ query }) => {
        builds += 1;
        const filter = [query.get('color'), query.get('sort')].join(',');
        return { title: `Сборка ${builds}: ${filter}` };
      },
    };
    const db = await createTestDb();
    const app = await buildApp({
      db,
      config: { ...loadConfig({}), spaDir: null },
      pages: (shop) => [cacheTest, ...shop],
    });
    try {
      const title = async (url: string) => {
        const response = await app.inject({ url, headers: { 'x-source': 'nuxt' } });
        expect(response.statusCode).toBe(200);
        return response.json().seo.title as string;
      };
      expect(await title('/limits-cache-test/')).toBe('Сборка 1: ,');
      expect(await title('/limits-cache-test/?utm_x=123')).toBe('Сборка 1: ,');
      expect(await title(`/limits-cache-test/?r=${Math.random()}&gclid=x`)).toBe('Сборка 1: ,');

      expect(await title('/limits-cache-test/?color=red')).toBe('Сборка 2: red,');
      expect(await title('/limits-cache-test/?utm_x=1&color=red')).toBe('Сборка 2: red,');
      expect(await title('/limits-cache-test/?color=red&sort=price_asc')).toBe(
        'Сборка 3: red,price_asc',
      );
      expect(await title('/limits-cache-test/?sort=price_asc&color=red&x=1')).toBe(
        'Сборка 3: red,price_asc',
      );
      expect(await title('/limits-cache-test/?color=blue')).toBe('Сборка 4: blue,');
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('issue 9 point 9: list pages with sort links', () => {
  it('serve /new/ and /search/ from the cache for a parameter they do not read', async () => {
    const { db, app } = await startShop();
    try {
      const firstName = async (url: string) => {
        const response = await app.inject({ url, headers: { 'x-source': 'nuxt' } });
        expect(response.statusCode).toBe(200);
        const list = response.json().data as { products: { id: number; name: string }[] };
        return list.products[0] as { id: number; name: string };
      };
      for (const url of ['/new/', '/search/?q=картина']) {
        const shown = await firstName(url);
        // Renamed behind the cache's back: a page built anew would show the new name.
        await db.query(`UPDATE products SET name = name || ' (новое имя)' WHERE id = $1`, [
          shown.id,
        ]);
        const join = url.includes('?') ? '&' : '?';
        expect((await firstName(`${url}${join}utm_x=123`)).name).toBe(shown.name);
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('QueryVaryingCache', () => {
  const built = (query: string, read: (params: ReadTrackingParams) => void) => {
    const params = new ReadTrackingParams(query);
    read(params);
    return params;
  };

  it('keeps a page apart for a parameter read only when another one is set', () => {
    const cache = new QueryVaryingCache<string>(1000, 10);
    // Reads `b` only when `a` is set: the names read so far grow, so `a=1&b=2` is not `a=1`.
    const page = (params: ReadTrackingParams) => {
      if (params.get('a')) params.get('b');
    };
    cache.set('p', 'a=1', built('a=1', page), 'a=1 page');
    expect(cache.get('p', 'a=1&utm=1')).toBe('a=1 page');
    expect(cache.get('p', 'a=1&b=2')).toBeUndefined();
    expect(cache.get('p', '')).toBeUndefined();
  });

  it('keys by the whole query when the page read every parameter', () => {
    const cache = new QueryVaryingCache<string>(1000, 10);
    cache.set(
      'p',
      'x=1',
      built('x=1', (params) => params.toString()),
      'echo',
    );
    expect(cache.get('p', 'x=1')).toBe('echo');
    expect(cache.get('p', 'x=2')).toBeUndefined();
    const copied = built('x=1', (params) => new URLSearchParams(params));
    expect(copied.readAll).toBe(true);
  });
});
