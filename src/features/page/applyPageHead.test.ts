import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageHead } from './applyPageHead';

const variables = { GOODS_MIN_PRICE: 99, GOODS_MAX_PRICE: 5000, GOODS_COUNT: 1200 };
const metaContent = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('applyPageHead', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>Из оболочки</title><meta name="description" content="из оболочки" /><link rel="canonical" href="http://localhost/old/" />';
  });

  it('R-PAGE-5: writes title, meta and canonical with #NAME# tokens replaced', () => {
    applyPageHead(
      {
        title: 'Каталог — #GOODS_COUNT# товаров от #GOODS_MIN_PRICE# ₽',
        meta: [
          { name: 'description', content: 'До #GOODS_MAX_PRICE# ₽, #UNKNOWN#без переплат' },
          { name: 'keywords', content: 'хобби' },
        ],
        canonical: '/shop/',
      },
      variables,
    );
    expect(document.title).toBe('Каталог — 1200 товаров от 99 ₽');
    expect(metaContent('description')).toBe('До 5000 ₽, без переплат');
    expect(metaContent('keywords')).toBe('хобби');
    const canonicals = document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
    expect([...canonicals].map((link) => link.href)).toEqual([`${location.origin}/shop/`]);
  });

  it("replaces the previous page's tags instead of adding more", () => {
    applyPageHead({
      title: 'Первая',
      meta: [{ name: 'keywords', content: 'а' }],
      canonical: '/a/',
    });
    applyPageHead({ title: 'Вторая', meta: [{ name: 'description', content: 'б' }] });
    expect(document.title).toBe('Вторая');
    expect(metaContent('keywords')).toBeUndefined();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
