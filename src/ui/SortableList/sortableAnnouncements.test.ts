import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { sortableAnnouncements } from './sortableAnnouncements';

const names: Record<string, string> = { color: 'Цвет', size: 'Размер', material: 'Материал' };
const announce = sortableAnnouncements(['color', 'size', 'material'], (id) => names[id] ?? '');
const active = { id: 'color' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('sortableAnnouncements', () => {
  it('tells in Russian which item moves and where, as "N из M"', () => {
    expect(announce.onDragStart({ active })).toBe('Элемент «Цвет» поднят, позиция 1 из 3.');
    expect(announce.onDragOver({ active, over: over('size') })).toBe(
      'Элемент «Цвет» перемещён на позицию 2 из 3.',
    );
    expect(announce.onDragEnd({ active, over: over('material') })).toBe(
      'Элемент «Цвет» поставлен на позицию 3 из 3.',
    );
    expect(announce.onDragCancel({ active, over: null })).toBe(
      'Перемещение отменено. Элемент «Цвет» остался на позиции 1 из 3.',
    );
  });
});
