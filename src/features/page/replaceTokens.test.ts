import { describe, expect, it } from 'vitest';
import { replaceTokens } from './replaceTokens';

const variables = { GOODS_MIN_PRICE: 129.5, GOODS_MAX_PRICE: 12990, GOODS_COUNT: 100000 };

describe('replaceTokens', () => {
  it('R-PAGE-5: replaces #NAME# with the variable of that name', () => {
    expect(
      replaceTokens('#GOODS_COUNT# товаров от #GOODS_MIN_PRICE# до #GOODS_MAX_PRICE# ₽', variables),
    ).toBe('100000 товаров от 129.5 до 12990 ₽');
  });

  it('R-PAGE-5: unknown names become empty, other text is kept', () => {
    expect(replaceTokens('Купить #SECTION_NAME# недорого', variables)).toBe('Купить  недорого');
    expect(replaceTokens('Скидка 10 # и #не токен#', variables)).toBe('Скидка 10 # и #не токен#');
  });

  it('R-PAGE-6: a zero is printed, not dropped', () => {
    expect(replaceTokens('#GOODS_COUNT#', { ...variables, GOODS_COUNT: 0 })).toBe('0');
  });
});
