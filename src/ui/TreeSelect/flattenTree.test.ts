import { describe, expect, it } from 'vitest';
import { flattenTree } from './flattenTree';

describe('flattenTree', () => {
  it('labels nested sections with one bullet per level, each followed by its subtree', () => {
    const tree = [
      {
        id: 1,
        name: 'Рисование',
        children: [
          { id: 2, name: 'Акрил', children: [{ id: 3, name: 'Наборы' }] },
          { id: 4, name: 'Масло' },
        ],
      },
      { id: 5, name: 'Вышивка' },
    ];
    expect(flattenTree(tree)).toEqual([
      { id: 1, label: '• Рисование' },
      { id: 2, label: '• • Акрил' },
      { id: 3, label: '• • • Наборы' },
      { id: 4, label: '• • Масло' },
      { id: 5, label: '• Вышивка' },
    ]);
  });

  it('uses the depth of a flat list as given (1 = top, as sections.depth)', () => {
    expect(
      flattenTree([
        { id: 1, name: 'Рисование', depth: 1 },
        { id: 2, name: 'Акрил', depth: 2 },
      ]),
    ).toEqual([
      { id: 1, label: '• Рисование' },
      { id: 2, label: '• • Акрил' },
    ]);
  });

  it('gives an empty tree no options', () => {
    expect(flattenTree([])).toEqual([]);
  });
});
