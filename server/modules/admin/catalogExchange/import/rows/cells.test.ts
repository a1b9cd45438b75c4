import { describe, expect, it } from 'vitest';
import { normaliseSize } from './cells';

describe('issue 25 point 2: a size in the shop form', () => {
  it.each([
    ['30x40', '30x40'],
    ['30 x 40', '30x40'],
    ['30х40', '30x40'], // a Cyrillic х
    ['40 Х 50 см', '40x50'], // a Cyrillic capital Х and centimetres
    ['30×40', '30x40'],
    ['30 X 40 см', '30x40'],
    [' 40 х 50 см ', '40x50'],
    ['30*40 cm', '30x40'],
    ['30 x 40 см.', '30x40'],
    ['20,5x30', '20.5x30'],
    ['30x30x2', '30x30x2'],
  ])('%j → %j', (raw, shop) => {
    expect(normaliseSize(raw)).toBe(shop);
  });

  it.each(['Большой', '30', '30x', 'x40', '30 на 40', '30x40 мм', 'A4'])(
    '%j is not a size',
    (raw) => {
      expect(normaliseSize(raw)).toBeNull();
    },
  );
});
