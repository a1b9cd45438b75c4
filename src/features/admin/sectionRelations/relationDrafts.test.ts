import { describe, expect, it } from 'vitest';
import type { FilterSection } from '@features/api';
import {
  rebasedDrafts,
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

  it('issue 25 point 7: a change from the server keeps the sections edited here and takes the rest', () => {
    const before = new Map([
      [1, [2]],
      [5, [6]],
    ]);
    const edited = withItem(before, 1, 3);
    const reverted = new Map([
      [1, [4]],
      [5, [7]],
      [8, [9]],
    ]);
    expect(relationsOf(rebasedDrafts(edited, before, reverted))).toEqual([
      { id: 1, items: [2, 3] },
      { id: 5, items: [7] },
      { id: 8, items: [9] },
    ]);
    expect(sameRelations(rebasedDrafts(before, before, reverted), reverted)).toBe(true);
  });
});
