import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { countElements, markupTree } from '../../bench/ssr/markupTree';

// bench/render-floor.ts draws a page's server markup again from this tree: it must read back
// what React wrote, element for element.
describe('markupTree (bench/render-floor.ts)', () => {
  it("reads React's markup back into the elements and props it was drawn from", () => {
    const markup = renderToString(
      h(
        'a',
        { className: 'sc-abc xyz', href: '/shop/?a=1&b=2', 'aria-label': 'В «каталог»' },
        h('img', { src: '/p.svg', alt: '', loading: 'lazy', style: { aspectRatio: '1 / 1' } }),
        'Цена ',
        5,
        h('svg', { viewBox: '0 0 24 24', strokeWidth: 2 }, h('path', { d: 'M1 1' })),
        h('input', { defaultValue: 'x < y', readOnly: true }),
      ),
    );

    const tree = markupTree(markup);

    expect(tree).toEqual([
      {
        tag: 'a',
        props: { className: 'sc-abc xyz', href: '/shop/?a=1&b=2', 'aria-label': 'В «каталог»' },
        styledClass: 'sc-abc',
        children: [
          {
            tag: 'img',
            props: { src: '/p.svg', alt: '', loading: 'lazy', style: { aspectRatio: '1 / 1' } },
            styledClass: null,
            children: [],
          },
          'Цена ',
          '5',
          {
            tag: 'svg',
            props: { viewBox: '0 0 24 24', strokeWidth: '2' },
            styledClass: null,
            children: [{ tag: 'path', props: { d: 'M1 1' }, styledClass: null, children: [] }],
          },
          {
            tag: 'input',
            props: { defaultValue: 'x < y', readOnly: true },
            styledClass: null,
            children: [],
          },
        ],
      },
    ]);
    expect(countElements(tree)).toEqual({ elements: 5, styled: 1 });
  });

  it('refuses markup whose elements do not close', () => {
    expect(() => markupTree('<div><span>a</div>')).toThrow('<div> is never closed');
    expect(() => markupTree('a</div>')).toThrow('</div> closes nothing');
  });
});
