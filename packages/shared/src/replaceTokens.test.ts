import { describe, expect, it } from 'vitest';
import { replaceTokens } from './replaceTokens';

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
    expect(replaceTokens('Купить #SECTION_NAME# недорого', variables)).toBe('Купить  недорого');
    expect(replaceTokens('#CONSTRUCTOR#', variables)).toBe('');
  });

  it('R-PAGE-5: a variable given as undefined or null becomes empty too', () => {
    expect(replaceTokens('от #GOODS_MIN_PRICE#', { GOODS_MIN_PRICE: undefined })).toBe('от ');
    expect(replaceTokens('от #GOODS_MIN_PRICE#', { GOODS_MIN_PRICE: null })).toBe('от ');
  });

  it('leaves text that is not a token alone', () => {
    expect(replaceTokens('Скидка #1 и #lower# и # GOODS_COUNT #', variables)).toBe(
      'Скидка #1 и #lower# и # GOODS_COUNT #',
    );
    expect(replaceTokens('Скидка 10 # и #не токен#', variables)).toBe('Скидка 10 # и #не токен#');
    // A name starts with a letter: `#10#` is a number between hashes, not a token.
    expect(replaceTokens('Скидка #10# дня', variables)).toBe('Скидка #10# дня');
  });

  it('R-PAGE-6: a zero is printed, not dropped', () => {
    expect(replaceTokens('#GOODS_COUNT#', { ...variables, GOODS_COUNT: 0 })).toBe('0');
  });
});
