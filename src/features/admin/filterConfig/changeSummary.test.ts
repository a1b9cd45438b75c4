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
  it('issue 12 point 6, issue 25 point 6: says the order before → after', () => {
    expect(
      summaryOf(
        { items: [item('SIZE'), item('PAINT')], disabled: [], bindSectionId: null },
        { items: [item('PAINT'), item('SIZE')], disabled: [], bindSectionId: null },
      ),
    ).toEqual(['Порядок: «Размер», «Краска» → «Краска», «Размер»']);
  });

  it('issue 12 point 6, issue 25 point 6: switched properties, binding and values before → after', () => {
    expect(
      summaryOf(
        { items: [item('SIZE', { UF_VALUES: ['a'] })], disabled: ['BRAND'], bindSectionId: null },
        { items: [item('SIZE', { UF_VALUES: ['b'] })], disabled: ['PAINT'], bindSectionId: 7 },
      ),
    ).toEqual([
      'Привязка к разделу: нет → «Раздел 7»',
      '«Краска», показывать: да → нет',
      '«Бренд», показывать: нет → да',
      '«Размер», значения: «a» → «b»',
    ]);
  });

  it('says when nothing changed', () => {
    const state = { items: [item('SIZE')], disabled: [], bindSectionId: null };
    expect(summaryOf(state, state)).toEqual(['Без изменений']);
  });
});
