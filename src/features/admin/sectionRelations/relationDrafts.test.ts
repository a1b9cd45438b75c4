import { describe, expect, it } from 'vitest';
import type { FilterSection } from '@features/api';
import {
  relationChoices,
  relationsOf,
  sameRelations,
  withItem,
  withoutItem,
} from './relationDrafts';

const section = (id: number): FilterSection => ({
  ID: id,
  LABEL: `• Раздел ${id}`,
  id,
  name: `Раздел ${id}`,
  parentId: null,
  label: `• Раздел ${id}`,
  withSettings: false,
  withRelations: false,
});

describe('section relation drafts (R-REL-2)', () => {
  it('R-REL-2: the choice excludes the section itself and the sections already chosen', () => {
    const sections = [1, 2, 3, 4].map(section);
    expect(relationChoices(sections, 2, [4]).map((s) => s.id)).toEqual([1, 3]);
  });

  it('adding and removing items changes the posted relations; an emptied section is dropped', () => {
    const start = new Map([[1, [2]]]);
    const added = withItem(start, 1, 3);
    expect(relationsOf(added)).toEqual([{ id: 1, items: [2, 3] }]);
    expect(sameRelations(start, added)).toBe(false);
    const emptied = withoutItem(withoutItem(added, 1, 2), 1, 3);
    expect(relationsOf(emptied)).toEqual([]);
    expect(sameRelations(emptied, new Map())).toBe(true);
  });
});
