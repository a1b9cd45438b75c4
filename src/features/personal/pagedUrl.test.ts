import { describe, expect, it } from 'vitest';
import { pagedUrl, pageParam } from './pagedUrl';

describe('cabinet list pages', () => {
  it('page 1 is the base url, the others add /page/{n}/', () => {
    expect(pagedUrl('/personal/orders/', 1)).toBe('/personal/orders/');
    expect(pagedUrl('/personal/orders/', 3)).toBe('/personal/orders/page/3/');
  });

  it('reads the route parameter as a page number, 1 for anything else', () => {
    expect(pageParam('4')).toBe(4);
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('1')).toBe(1);
    expect(pageParam('2-24')).toBe(2);
    expect(pageParam('x')).toBe(1);
  });
});
