import { describe, expect, it } from 'vitest';
import type { FilterConfigItem } from '@features/api';
import { saveItems } from './saveBody';

const item = (propertyId: number, sort: number): FilterConfigItem => ({
  ID: propertyId * 100,
  UF_NAME: `Свойство ${propertyId}`,
  CODE: `P${propertyId}`,
  UF_SECTION_ID: 5,
  UF_PROPERTY_ID: propertyId,
  UF_USE_DEFAULT: '0',
  UF_SORT: sort,
  UF_VALUES: ['a'],
  ALL_VALUES: { a: { VALUE: 'a', NAME: 'a', COUNT: 1 } },
});

describe('saveItems', () => {
  it('R-FC-7: numbers the items 10, 20, 30 in screen order and drops CODE and ALL_VALUES', () => {
    const body = saveItems([item(3, 500), item(1, 7), item(2, 10)]);
    expect(body.map((saved) => [saved.UF_PROPERTY_ID, saved.UF_SORT])).toEqual([
      [3, 10],
      [1, 20],
      [2, 30],
    ]);
    for (const saved of body) {
      expect(saved).not.toHaveProperty('CODE');
      expect(saved).not.toHaveProperty('ALL_VALUES');
    }
    expect(body[0]).toEqual({
      ID: 300,
      UF_NAME: 'Свойство 3',
      UF_SECTION_ID: 5,
      UF_PROPERTY_ID: 3,
      UF_USE_DEFAULT: '0',
      UF_SORT: 10,
      UF_VALUES: ['a'],
    });
  });
});
