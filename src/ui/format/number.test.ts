import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatWholeNumber } from './number';

describe('formatNumber', () => {
  it.each([
    [1234.5, '1 234.50'],
    [1234567.891, '1 234 567.89'],
    [0, '0.00'],
    [5, '5.00'],
    [-1234.5, '-1 234.50'],
    [999.999, '1 000.00'],
    [12, '12.00'],
  ])('R-CONST-1: formats %s as "%s" (2 decimals, space thousands, dot)', (n, expected) => {
    expect(formatNumber(n)).toBe(expected);
  });

  it('R-CONST-1: rounds the decimal the user sees half up (1.005 → 1.01, 2.675 → 2.68)', () => {
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(2.675)).toBe('2.68');
    expect(formatNumber(-1.005)).toBe('-1.01');
  });

  it('R-CONST-1: uses a plain space, not a no-break space, between thousands', () => {
    expect(formatNumber(1000)).toBe('1\u0020000.00');
  });

  it('prints values that round to zero without a minus sign', () => {
    expect(formatNumber(-0)).toBe('0.00');
    expect(formatNumber(-0.001)).toBe('0.00');
  });

  it('prints an em dash for NaN and Infinity', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber(Infinity)).toBe('—');
  });
});

describe('formatPrice', () => {
  it('drops the decimals of whole amounts and adds the ruble sign', () => {
    expect(formatPrice(1990)).toBe('1 990 ₽');
    expect(formatPrice(0)).toBe('0 ₽');
    expect(formatPrice(1234567)).toBe('1 234 567 ₽');
  });

  it('keeps two decimals when there are kopecks', () => {
    expect(formatPrice(1990.5)).toBe('1 990.50 ₽');
    expect(formatPrice(19.999)).toBe('20 ₽');
  });

  it('prints an em dash for a missing price', () => {
    expect(formatPrice(Number.NaN)).toBe('—');
  });
});

describe('formatWholeNumber', () => {
  it('issue 16: groups a count of drills with spaces and no decimals', () => {
    expect(formatWholeNumber(32000)).toBe('32 000');
    expect(formatWholeNumber(38)).toBe('38');
    expect(formatWholeNumber(1234567)).toBe('1 234 567');
  });
});

describe('without Intl (issue 24 point 8: no locale data on the first load)', () => {
  const reference = (places: number) => {
    const format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      signDisplay: 'negative',
    });
    return (n: number) => format.format(n).replace(/,/g, ' ');
  };
  const twoPlaces = reference(2);
  const noPlaces = reference(0);

  it('gives what Intl.NumberFormat gives for amounts of every size and edge', () => {
    const samples = [
      0.5, -0.5, 1.5, 2.5, 0.125, 0.005, 0.015, 1e-7, 1.5e-7, -1e-7, 1e21, 1.5e21, 123456789.125,
      9999.995, 0.995, -999.995, 1234.5678, 7e-3,
    ];
    // Deterministic pseudo-random amounts: kopecks, thirds, large and tiny values.
    let seed = 20_261_129;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 5_000; i++) {
      const scale = 10 ** Math.floor(next() * 12 - 4);
      samples.push((next() - 0.3) * scale, Math.round(next() * 1e6) / 100, next() / 3);
    }
    for (const n of samples) {
      expect(formatNumber(n), String(n)).toBe(twoPlaces(n));
      expect(formatWholeNumber(n), String(n)).toBe(noPlaces(n));
    }
  });
});
