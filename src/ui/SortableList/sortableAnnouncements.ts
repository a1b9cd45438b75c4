import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** Read to screen reader users when they reach a drag handle (dnd-kit's default is English). */
export const sortableInstructions: ScreenReaderInstructions = {
  draggable:
    'Чтобы поднять элемент, нажмите пробел или Enter. Перемещайте его стрелками вверх и вниз, ' +
    'пробелом или Enter поставьте на новое место, Escape отменяет перемещение.',
};

/**
 * Russian live-region messages for a drag: which item, and its position as "N из M" in the list
 * as it stands before the drop.
 */
export function sortableAnnouncements(
  ids: UniqueIdentifier[],
  labelOf: (id: UniqueIdentifier) => string,
): Announcements {
  const position = (id: UniqueIdentifier) => `${ids.indexOf(id) + 1} из ${ids.length}`;
  return {
    onDragStart: ({ active }) =>
      `Элемент «${labelOf(active.id)}» поднят, позиция ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Элемент «${labelOf(active.id)}» перемещён на позицию ${position(over.id)}.`
        : `Элемент «${labelOf(active.id)}» вне списка.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Элемент «${labelOf(active.id)}» поставлен на позицию ${position(over.id)}.`
        : `Элемент «${labelOf(active.id)}» возвращён на место.`,
    onDragCancel: ({ active }) =>
      `Перемещение отменено. Элемент «${labelOf(active.id)}» остался на позиции ${position(active.id)}.`,
  };
}
