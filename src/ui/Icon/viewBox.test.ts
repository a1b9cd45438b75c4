import { describe, expect, it } from 'vitest';
import { iconNames, icons } from './icons';
import { parseViewBox } from './viewBox';

describe('parseViewBox', () => {
  it('R-CONST-5: reads four numbers separated by spaces or commas', () => {
    expect(parseViewBox('0 0 24 24')).toEqual([0, 0, 24, 24]);
    expect(parseViewBox(' -2,-2, 28.5 1e2 ')).toEqual([-2, -2, 28.5, 100]);
  });

  it.each([
    '0 0 24',
    '0 0 24 24 24',
    '',
    '0 0 24px 24',
    'a b c d',
    '0 0 NaN 24',
    '0 0 Infinity 24',
  ])('R-CONST-5: rejects "%s" with a message naming the icon', (viewBox) => {
    expect(() => parseViewBox(viewBox, 'heart')).toThrow(
      `Icon "heart": viewBox must be four numbers ("minX minY width height"), got "${viewBox}".`,
    );
  });

  it('R-CONST-5: rejects a zero or negative size', () => {
    expect(() => parseViewBox('0 0 0 24', 'star')).toThrow(
      'Icon "star": viewBox width and height must be above 0',
    );
    expect(() => parseViewBox('0 0 24 -1', 'star')).toThrow('must be above 0');
  });

  it('R-CONST-5: every icon of the set has a valid viewBox', () => {
    for (const name of iconNames) {
      expect(() => parseViewBox(icons[name].viewBox, name)).not.toThrow();
    }
  });
});
