import { describe, expect, it } from 'vitest';
import { paintsDetail } from './testing';
import { rebaseItems } from './rebaseItems';

const [brand, paint, size] = paintsDetail.items as [
  (typeof paintsDetail.items)[0],
  (typeof paintsDetail.items)[0],
  (typeof paintsDetail.items)[0],
];
const names = (items: readonly { UF_NAME: string }[]) => items.map((item) => item.UF_NAME);

describe('issue 25 point 7: a property switched on or off keeps the pending edits', () => {
  it('switching one off keeps the reorder and the edited values of the others', () => {
    const edited = [paint, { ...size, UF_VALUES: ['9x12'] }, brand];
    const rebased = rebaseItems(edited, [brand, paint]);
    expect(names(rebased)).toEqual(['Тип краски', 'Бренд']);
    expect(rebaseItems([{ ...brand, UF_NAME: 'Марка' }, paint], [brand, paint, size])).toEqual([
      { ...brand, UF_NAME: 'Марка' },
      paint,
      size,
    ]);
  });

  it('switching one on puts it at its server place and keeps the reorder', () => {
    expect(names(rebaseItems([paint, brand], [brand, paint, size]))).toEqual([
      'Тип краски',
      'Бренд',
      'Размер',
    ]);
    expect(names(rebaseItems([size, paint], [brand, paint, size]))).toEqual([
      'Бренд',
      'Размер',
      'Тип краски',
    ]);
  });

  it('takes the value counts the server sends now', () => {
    const counted = { ...paint, ALL_VALUES: {} };
    expect(rebaseItems([paint, brand], [brand, counted])[0]?.ALL_VALUES).toEqual({});
  });
});
