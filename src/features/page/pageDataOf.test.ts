import { describe, expect, it } from 'vitest';
import type { PageJson } from '@features/api';
import { pageDataOf } from './pageDataOf';
import { clientMadePage } from './pageLoader';

const promotions: PageJson = {
  type: 'promotions',
  content: '',
  css: [],
  js: [],
  panel: '',
  seo: { meta: [], title: 'Акции', h1: 'Акции', canonical: '/promotions/' },
  breadcrumbs: [],
  variables: { GOODS_MIN_PRICE: 0, GOODS_MAX_PRICE: 0, GOODS_COUNT: 0 },
  data: { discounted: [] },
};

describe('issue 11 point 5: page data is narrowed by the page type', () => {
  it('gives the data of a page of the asked type', () => {
    expect(pageDataOf(promotions, 'promotions')).toEqual({ discounted: [] });
  });

  it('refuses a page of another type and a client-made page without data', () => {
    expect(() => pageDataOf(promotions, 'home')).toThrow(/type promotions where home/);
    const shipping = clientMadePage('shipping', 'Доставка', '/shipping/', {});
    expect(() => pageDataOf(shipping, 'shipping')).toThrow(/type shipping/);
  });
});
