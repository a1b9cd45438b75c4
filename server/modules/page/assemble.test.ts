import { describe, expect, it } from 'vitest';
import { assemblePage, type PageParts } from './assemble';
import type { CmsPage } from './queries';

const variables = { GOODS_MIN_PRICE: 100, GOODS_MAX_PRICE: 900, GOODS_COUNT: 42 };
const parts = (over: Partial<PageParts>): PageParts => ({
  type: 'section',
  path: '/shop/kartiny/',
  page: 1,
  resolved: { title: 'Картины', data: { sectionCode: 'kartiny' } },
  cms: undefined,
  variables,
  panel: '',
  ...over,
});
const cms = (over: Partial<CmsPage>): CmsPage => ({
  title: 'Контакты',
  content: '<p>Адрес</p>',
  seo: {},
  css: [],
  js: [],
  breadcrumbs: [],
  ...over,
});

describe('assemblePage', () => {
  it('R-PAGE-4: a resolver page has every field, with defaults from its title', () => {
    expect(assemblePage(parts({}))).toEqual({
      type: 'section',
      content: '',
      css: [],
      js: [],
      panel: '',
      seo: { meta: [], title: 'Картины', h1: 'Картины', canonical: '/shop/kartiny/' },
      breadcrumbs: [
        { title: 'Главная', link: '/' },
        { title: 'Картины', link: '/shop/kartiny/' },
      ],
      variables,
      data: { sectionCode: 'kartiny' },
    });
  });

  it('R-ROUTE-2: the canonical of page n is the page-n url', () => {
    expect(assemblePage(parts({ page: 3 })).seo.canonical).toBe('/shop/kartiny/page/3/');
  });

  it('R-PAGE-5: a pages row overrides the texts, tokens replaced in title, h1 and meta', () => {
    const page = assemblePage(
      parts({
        cms: cms({
          seo: {
            title: 'Картины от #GOODS_MIN_PRICE# руб.',
            h1: 'Картины (#GOODS_COUNT#) #NOPE#',
            meta: [
              { name: 'description', content: 'До #GOODS_MAX_PRICE# руб.' },
              { name: 'keywords', content: '#GOODS_COUNT# картин' },
            ],
          },
          breadcrumbs: [{ title: 'Свои', link: '/x/' }],
        }),
      }),
    );
    expect(page.type).toBe('section');
    expect(page.data).toEqual({ sectionCode: 'kartiny' });
    expect(page.content).toBe('<p>Адрес</p>');
    expect(page.seo).toEqual({
      title: 'Картины от 100 руб.',
      h1: 'Картины (42) ',
      canonical: '/shop/kartiny/',
      meta: [
        { name: 'description', content: 'До 900 руб.' },
        { name: 'keywords', content: '42 картин' },
      ],
    });
    expect(page.breadcrumbs).toEqual([
      { title: 'Главная', link: '/' },
      { title: 'Свои', link: '/x/' },
    ]);
  });

  it('issue 9 point 19: breadcrumbs of a pages row start at Главная, once', () => {
    const own = [{ title: 'Корпоративные подарки', link: '/korporativnye-podarki/' }];
    const home = { title: 'Главная', link: '/' };
    expect(assemblePage(parts({ cms: cms({ breadcrumbs: own }) })).breadcrumbs).toEqual([
      home,
      ...own,
    ]);
    expect(assemblePage(parts({ cms: cms({ breadcrumbs: [home, ...own] }) })).breadcrumbs).toEqual([
      home,
      ...own,
    ]);
  });

  it('seo.description of a pages row becomes the description meta, ahead of the other meta', () => {
    const page = assemblePage(
      parts({
        cms: cms({
          seo: { description: 'Как нас найти', meta: [{ name: 'robots', content: 'all' }] },
        }),
      }),
    );
    expect(page.seo.meta).toEqual([
      { name: 'description', content: 'Как нас найти' },
      { name: 'robots', content: 'all' },
    ]);
    expect(page.seo.title).toBe('Контакты');
  });
});
