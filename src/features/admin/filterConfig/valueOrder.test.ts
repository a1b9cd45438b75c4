import { describe, expect, it } from 'vitest';
import type { FilterValueInfo } from '@features/api';
import { sortedValues, valueRows } from './valueOrder';

const values = (...pairs: [string, number][]): Record<string, FilterValueInfo> =>
  Object.fromEntries(
    pairs.map(([name, count]) => [name.toLowerCase(), { VALUE: name, NAME: name, COUNT: count }]),
  );

describe('sortedValues', () => {
  const sizes = { ALL_VALUES: values(['40x50', 3], ['100x120', 1], ['10x20', 7], ['9x12', 2]) };

  it('R-FC-5: size-like values sort by their numbers, not as text', () => {
    expect(sortedValues(sizes, 'name', 'asc')).toEqual(['9x12', '10x20', '40x50', '100x120']);
    expect(sortedValues(sizes, 'name', 'desc')).toEqual(['100x120', '40x50', '10x20', '9x12']);
  });

  it('R-FC-5: values sort by count both ways, ties by name', () => {
    const paints = { ALL_VALUES: values(['Масло', 5], ['Акрил', 12], ['Гуашь', 5]) };
    expect(sortedValues(paints, 'count', 'desc')).toEqual(['Акрил', 'Гуашь', 'Масло']);
    expect(sortedValues(paints, 'count', 'asc')).toEqual(['Гуашь', 'Масло', 'Акрил']);
  });

  it('R-FC-5: words sort alphabetically in Russian', () => {
    const paints = { ALL_VALUES: values(['масло', 1], ['Акрил', 1], ['Гуашь', 1]) };
    expect(sortedValues(paints, 'name', 'asc')).toEqual(['Акрил', 'Гуашь', 'масло']);
  });
});

describe('valueRows', () => {
  it('lists the values of UF_VALUES first and marks them, then the rest by name', () => {
    const rows = valueRows({
      UF_VALUES: ['Масло', 'акрил'],
      ALL_VALUES: values(['Акрил', 1], ['Гуашь', 2], ['Масло', 3], ['Акварель', 4]),
    });
    expect(rows.map((row) => [row.NAME, row.pinned])).toEqual([
      ['Масло', true],
      ['Акрил', true],
      ['Акварель', false],
      ['Гуашь', false],
    ]);
  });
});
