import { describe, expect, it } from 'vitest';
import { decidePath } from './normalizePath';

describe('decidePath', () => {
  it('R-ROUTE-1: a path without a trailing slash redirects to the slashed form, query kept', () => {
    expect(decidePath('/kontakty')).toEqual({ kind: 'redirect', location: '/kontakty/' });
    expect(decidePath('/shop/kartiny?sort=price')).toEqual({
      kind: 'redirect',
      location: '/shop/kartiny/?sort=price',
    });
  });

  it('R-ROUTE-2: /page/{n}/ and /page/{n}-{m}/ give the base path with page n', () => {
    expect(decidePath('/shop/kartiny/page/3/')).toEqual({
      kind: 'page',
      path: '/shop/kartiny/',
      page: 3,
      query: '',
    });
    expect(decidePath('/shop/kartiny/page/2-7/?a=1')).toEqual({
      kind: 'page',
      path: '/shop/kartiny/',
      page: 2,
      query: 'a=1',
    });
    expect(decidePath('/page/4/')).toEqual({ kind: 'page', path: '/', page: 4, query: '' });
  });

  it('R-ROUTE-2: /page/{n} without the slash redirects to the slashed form', () => {
    expect(decidePath('/new/page/2?x=1')).toEqual({
      kind: 'redirect',
      location: '/new/page/2/?x=1',
    });
  });

  it('R-ROUTE-3: a page-1 url redirects to the base url in one hop, query kept', () => {
    expect(decidePath('/shop/kartiny/page/1/')).toEqual({
      kind: 'redirect',
      location: '/shop/kartiny/',
    });
    expect(decidePath('/shop/kartiny/page/1')).toEqual({
      kind: 'redirect',
      location: '/shop/kartiny/',
    });
    expect(decidePath('/shop/kartiny/page/1-5/?q=a')).toEqual({
      kind: 'redirect',
      location: '/shop/kartiny/?q=a',
    });
  });

  it('R-ROUTE-2: page 0, leading zeros and junk are not pages', () => {
    for (const url of [
      '/shop/page/0/',
      '/shop/page/01/',
      '/shop/page/abc/',
      '/shop/page/2-x/',
      '/shop/page/-1/',
    ]) {
      expect(decidePath(url), url).toEqual({ kind: 'notFound' });
    }
  });

  it('decodes the path for the lookup and keeps the slashed root', () => {
    expect(decidePath('/%D0%BA%D0%BE%D0%BD%D1%82%D0%B0%D0%BA%D1%82%D1%8B/')).toEqual({
      kind: 'page',
      path: '/контакты/',
      page: 1,
      query: '',
    });
    expect(decidePath('/')).toEqual({ kind: 'page', path: '/', page: 1, query: '' });
  });

  it('never redirects off the shop and rejects malformed encoding', () => {
    for (const url of [
      '//evil.example',
      '/\\evil.example',
      '/a//b/',
      '/%E0%A4%A/',
      '/%2F%2Fevil/',
      // without the trailing slash too: no redirect to an url that encodes the garbage again
      '/%E0%A4%A',
      '/shop/%ZZ',
      '/shop/%00',
      '/a/page/1?q=%ZZ',
    ]) {
      expect(decidePath(url), url).toEqual({ kind: 'notFound' });
    }
  });

  it('issue 9 point 5: a path or query with NUL or another control character is no page', () => {
    for (const url of [
      '/%00/',
      '/shop/%1B/',
      '/search/?q=a%00b',
      '/shop/?%07=1',
      '/a/page/2/?q=%7F',
    ]) {
      expect(decidePath(url), url).toEqual({ kind: 'notFound' });
    }
    expect(decidePath('/search/?q=a%0Ab%09')).toMatchObject({ kind: 'page', query: 'q=a%0Ab%09' });
  });
});
