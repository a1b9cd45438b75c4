import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it('lists every page when they all fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing for no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('puts gaps around the current page, keeping first and last', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('keeps the same length while paging, so the control does not jump', () => {
    for (let page = 1; page <= 50; page++) expect(pageItems(page, 50)).toHaveLength(7);
    for (let page = 1; page <= 50; page++) expect(pageItems(page, 50, 2)).toHaveLength(9);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(-3, 20)).toEqual(pageItems(1, 20));
  });
});
