import { describe, expect, it } from 'vitest';
import { replaceTokens } from './tokens';

describe('replaceTokens', () => {
  const variables = { GOODS_MIN_PRICE: 150, GOODS_MAX_PRICE: 12990.5, GOODS_COUNT: 100000 };

  it('R-PAGE-5: #NAME# is replaced by the variable NAME', () => {
    expect(
      replaceTokens(
        'Товары от #GOODS_MIN_PRICE# до #GOODS_MAX_PRICE# руб., #GOODS_COUNT# шт.',
        variables,
      ),
    ).toBe('Товары от 150 до 12990.5 руб., 100000 шт.');
  });

  it('R-PAGE-5: unknown names become empty', () => {
    expect(replaceTokens('Купить #UNKNOWN#картины', variables)).toBe('Купить картины');
    expect(replaceTokens('#CONSTRUCTOR#', variables)).toBe('');
  });

  it('leaves text that is not a token alone', () => {
    expect(replaceTokens('Скидка #1 и #lower# и # GOODS_COUNT #', variables)).toBe(
      'Скидка #1 и #lower# и # GOODS_COUNT #',
    );
  });
});
