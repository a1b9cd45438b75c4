import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@features/api';
import { withoutRepeats } from './withoutRepeats';

const item = (link: string, title: string): MenuItem => ({
  link,
  title,
  cssClass: null,
  children: [],
});

describe('withoutRepeats', () => {
  it('issue 9 point 19: drops catalogue sections the additional menu already shows', () => {
    const additional = [item('/shop/novyy-god/', 'Новый год'), item('/discounts/', 'Скидки')];
    const catalog = [
      item('/shop/almaznaya-vyshivka/', 'Алмазная вышивка'),
      item('/shop/novyy-god/', 'Новый год'),
    ];
    expect(withoutRepeats(catalog, additional).map((entry) => entry.title)).toEqual([
      'Алмазная вышивка',
    ]);
  });
});
