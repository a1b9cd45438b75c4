import { describe, expect, it } from 'vitest';
import { normaliseCell } from '../../shared';
import { fixtureContext, PROPERTY, SECTION } from './fixtures';
import { buildCheckContext } from './context';

describe('issue 25 point 2: a column rule governs the sections it names and their subsections', () => {
  const column = (context = fixtureContext()) => context.columns.get('PROPERTY_RAZMER')!;

  it('the diamond rule normalises and limits a value in «Цветы» under it, not in the other branch', () => {
    expect(normaliseCell(column(), SECTION.diamond, '40 х 50 см')).toBe('40x50');
    expect(normaliseCell(column(), SECTION.diamondFlowers, '40 х 50 см')).toBe('40x50');
    expect(normaliseCell(column(), SECTION.diamondFlowers, '50x65')).toBeNull();
    expect(normaliseCell(column(), SECTION.picturesFlowers, '50 x 65 см')).toBe('50 x 65 см');
  });

  it("a rule naming a subsection wins over its parent's there", () => {
    const context = buildCheckContext({
      sections: [
        { id: 1, name: 'Картины', parent_id: null, path: [] },
        { id: 2, name: 'Цветы', parent_id: 1, path: [1] },
        { id: 3, name: 'Розы', parent_id: 2, path: [1, 2] },
      ],
      properties: [],
      values: [],
      columns: [
        {
          ...column(),
          FILTER_DATA: [
            { SECTION_IDS: [], SECTION_ID: 1, FILTER_VARIANTS: [], FILTER_RULES: ['numeric'] },
            { SECTION_IDS: [2], SECTION_ID: 2, FILTER_VARIANTS: [], FILTER_RULES: ['lowercase'] },
          ],
        },
      ],
      priceTypes: [],
      requiredBindings: [],
    });
    expect(normaliseCell(column(context), 1, '40 X 50')).toBe('40x50');
    expect(normaliseCell(column(context), 3, '40 X 50')).toBe('40 x 50');
  });

  it('list properties whose values are all sizes in the shop form normalise their cells', () => {
    const context = fixtureContext();
    expect(context.sizeProperties).toEqual(new Set([PROPERTY.razmer]));
  });
});
