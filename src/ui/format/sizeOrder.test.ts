import { describe, expect, it } from 'vitest';
import { bySize } from './sizeOrder';

const sorted = (values: string[]) => bySize(values.map((value) => ({ value }))).map((v) => v.value);

describe('bySize', () => {
  it('issue 9 point 18: orders size values by width, then height, not as text', () => {
    expect(sorted(['40x50', '100x120', '30x40', '20x30', '40x40', '9x12'])).toEqual([
      '9x12',
      '20x30',
      '30x40',
      '40x40',
      '40x50',
      '100x120',
    ]);
  });

  it('reads decimal commas and keeps values without numbers last, in their order', () => {
    expect(sorted(['Другой', '12,5x20', '12x20', 'Любой'])).toEqual([
      '12x20',
      '12,5x20',
      'Другой',
      'Любой',
    ]);
  });
});
