import { describe, expect, it } from 'vitest';
import { sectionPathsById, sectionsInTree } from './sectionPaths';

const tree = [
  { id: 1, name: 'Алмазная мозаика', parentId: null },
  { id: 4, name: 'Картины по номерам', parentId: null },
  { id: 6, name: 'Религия', parentId: 4 },
  { id: 3, name: 'Религия', parentId: 1 },
  { id: 7, name: 'Иконы', parentId: 6 },
  { id: 5, name: 'Пейзажи', parentId: 4 },
];

describe('issue 25 point 8: sections told apart', () => {
  it('names each section by its path, in tree order', () => {
    expect(sectionsInTree(tree)).toEqual([
      { id: 1, path: 'Алмазная мозаика', depth: 1 },
      { id: 3, path: 'Алмазная мозаика → Религия', depth: 2 },
      { id: 4, path: 'Картины по номерам', depth: 1 },
      { id: 6, path: 'Картины по номерам → Религия', depth: 2 },
      { id: 7, path: 'Картины по номерам → Религия → Иконы', depth: 3 },
      { id: 5, path: 'Картины по номерам → Пейзажи', depth: 2 },
    ]);
  });

  it('a section whose parent is not listed starts its own tree', () => {
    expect(sectionPathsById([{ id: 9, name: 'Вышивка', parentId: 404 }]).get(9)).toBe('Вышивка');
  });
});
