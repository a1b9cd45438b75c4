import { describe, expect, it } from 'vitest';
import { isKnownRule, normaliseCell } from './normalise';

const size = {
  FILTER_DATA: [
    {
      SECTION_IDS: [7, 8],
      SECTION_ID: 7,
      FILTER_VARIANTS: ['40x50', '30x40'],
      FILTER_RULES: ['numeric'],
    },
    { SECTION_IDS: [], SECTION_ID: 9, FILTER_VARIANTS: [], FILTER_RULES: ['lowercase', 'да => Y'] },
  ],
};

describe('issue 13 point 3: a column rule turns an imported cell into a filter value', () => {
  it.each(['40 x 50 см', '40х50', ' 40×50 ', '40*50 cm', '40 X 50'])(
    'numeric for the sections it names: %j → 40x50',
    (raw) => {
      expect(normaliseCell(size, 7, raw)).toBe('40x50');
      expect(normaliseCell(size, 8, raw)).toBe('40x50');
    },
  );

  it('a value outside FILTER_VARIANTS is refused; a section without a rule keeps the trimmed cell', () => {
    expect(normaliseCell(size, 7, '50 x 65 см')).toBeNull();
    expect(normaliseCell(size, 1, ' 40 x 50 см ')).toBe('40 x 50 см');
  });

  it('rules run in their order; a replacement compares in any letter case', () => {
    expect(normaliseCell(size, 9, ' ДА ')).toBe('Y');
    expect(normaliseCell(size, 9, 'Нет')).toBe('нет');
  });

  it('knows numeric, lowercase and «FROM => TO», nothing else', () => {
    expect(['numeric', 'lowercase', 'да => Y', 'пусто =>'].every(isKnownRule)).toBe(true);
    expect(['uppercase', '=> Y', ''].some(isKnownRule)).toBe(false);
  });
});
