import { describe, expect, it } from 'vitest';
import { relationsFormBody } from './relationsForm';

describe('the relations form body (issue 13 point 4)', () => {
  it('names the fields in the bracket notation the server reads back into the JSON shape', () => {
    const body = relationsFormBody({
      action: 'saveAndApply',
      relations: [
        { id: 6, items: [2, 3] },
        { id: 7, items: [] },
      ],
    });
    expect([...body]).toEqual([
      ['action', 'saveAndApply'],
      ['relations[0][id]', '6'],
      ['relations[0][items][]', '2'],
      ['relations[0][items][]', '3'],
      ['relations[1][id]', '7'],
      ['relations[1][items]', ''],
    ]);
  });

  it('sends no relations as one empty field, so the list arrives empty rather than missing', () => {
    expect(relationsFormBody({ action: 'save', relations: [] }).toString()).toBe(
      'action=save&relations=',
    );
  });
});
