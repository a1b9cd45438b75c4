import { describe, expect, it } from 'vitest';
import type { StaffChange } from '@features/api';
import { describeChange } from './changeSummary';

const names: Record<string, string> = { SIZE: 'Размер', PAINT: 'Краска', BRAND: 'Бренд' };
const summaryOf = (before: StaffChange['before'], after: StaffChange['after']) =>
  describeChange(
    { before, after },
    (code) => names[code] ?? code,
    (id) => `Раздел ${id}`,
  );
const item = (CODE: string, extra: object = {}) => ({
  CODE,
  UF_USE_DEFAULT: '0',
  UF_VALUES: [],
  ...extra,
});

describe('describeChange', () => {
  it('issue 12 point 6: says which items moved, with the new order', () => {
    expect(
      summaryOf(
        { items: [item('SIZE'), item('PAINT')], disabled: [], bindSectionId: null },
        { items: [item('PAINT'), item('SIZE')], disabled: [], bindSectionId: null },
      ),
    ).toEqual(['Новый порядок: «Краска», «Размер»']);
  });

  it('issue 12 point 6: names switched properties, binding and value order', () => {
    expect(
      summaryOf(
        { items: [item('SIZE', { UF_VALUES: ['a'] })], disabled: ['BRAND'], bindSectionId: null },
        { items: [item('SIZE', { UF_VALUES: ['b'] })], disabled: ['PAINT'], bindSectionId: 7 },
      ),
    ).toEqual([
      'Привязан к разделу «Раздел 7»',
      'Выключены: «Краска»',
      'Включены: «Бренд»',
      '«Размер»: новый порядок значений',
    ]);
  });

  it('says when nothing changed', () => {
    const state = { items: [item('SIZE')], disabled: [], bindSectionId: null };
    expect(summaryOf(state, state)).toEqual(['Без изменений']);
  });
});
