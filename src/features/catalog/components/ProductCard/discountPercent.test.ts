import { describe, expect, it } from 'vitest';
import { discountLabel, discountPercent } from './discountPercent';

describe('discountPercent', () => {
  it('rounds the saving to whole percent', () => {
    expect(discountPercent(800, 1000)).toBe(20);
    expect(discountPercent(1990, 2490)).toBe(20);
  });

  it('is 0 without an old price or when the old price is not higher', () => {
    expect(discountPercent(800, null)).toBe(0);
    expect(discountPercent(800, 800)).toBe(0);
    expect(discountPercent(800, 700)).toBe(0);
  });

  it('labels the badge as on the card design', () => {
    expect(discountLabel(20)).toBe('−20\u00a0%');
  });
});
