import { describe, expect, it, vi } from 'vitest';
import { buildMenuTree } from './service';
import { createTtlCache } from './ttlCache';

const row = (id: number, parent_id: number | null, title: string) => ({
  id,
  parent_id,
  link: `/${id}/`,
  title,
  css_class: null,
});

describe('menu tree', () => {
  it('R-MENU-1: keeps the row order on each level and lifts an item whose parent is missing to the top', () => {
    const tree = buildMenuTree([
      row(2, null, 'Б'),
      row(5, 2, 'Б.1'),
      row(1, null, 'А'),
      row(4, 2, 'Б.2'),
      row(9, 77, 'Сирота'),
    ]);
    expect(tree.map((item) => [item.title, item.children.map((child) => child.title)])).toEqual([
      ['Б', ['Б.1', 'Б.2']],
      ['А', []],
      ['Сирота', []],
    ]);
  });
});

describe('menu cache', () => {
  it('R-MENU-1: serves a loaded menu until it expires, and does not keep a failed load', async () => {
    let now = 0;
    const cache = createTtlCache<string, number>(1000, () => now);
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(1);
    await expect(cache.get('topmost', load)).rejects.toThrow('db down');
    expect(await cache.get('topmost', load)).toBe(1);
    now = 999;
    expect(await cache.get('topmost', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    now = 1000;
    await cache.get('topmost', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
