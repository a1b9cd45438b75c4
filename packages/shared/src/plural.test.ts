import { describe, expect, it } from 'vitest';
import { plural, type PluralForms } from './plural';

const goods: PluralForms = ['товар', 'товара', 'товаров'];

describe('plural', () => {
  it.each([
    [0, 'товаров'],
    [1, 'товар'],
    [2, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [25, 'товаров'],
    [101, 'товар'],
    [111, 'товаров'],
    [1004, 'товара'],
  ])('R-CONST-2: %s → "%s"', (n, expected) => {
    expect(plural(n, goods)).toBe(expected);
  });

  it('R-CONST-2: negative numbers take the form of their absolute value', () => {
    expect(plural(-1, goods)).toBe('товар');
    expect(plural(-3, goods)).toBe('товара');
    expect(plural(-11, goods)).toBe('товаров');
  });

  it('R-CONST-2: fractional numbers take the "few" form (1.5 товара)', () => {
    expect(plural(1.5, goods)).toBe('товара');
    expect(plural(0.25, goods)).toBe('товара');
  });

  it('R-CONST-2: NaN and Infinity take the "many" form instead of throwing', () => {
    expect(plural(Number.NaN, goods)).toBe('товаров');
    expect(plural(Infinity, goods)).toBe('товаров');
  });
});
