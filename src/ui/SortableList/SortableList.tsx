import { useMemo, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import styled from 'styled-components';
import { sortableAnnouncements, sortableInstructions } from './sortableAnnouncements';
import { SortableRow } from './SortableRow';

/** A mouse drag starts after this many px, so a click on the handle is still a click. */
const MOUSE_ACTIVATION_DISTANCE_PX = 5;
/** A touch drag starts after the finger rests this long, so swiping still scrolls the page. */
const TOUCH_ACTIVATION_DELAY_MS = 250;
const TOUCH_TOLERANCE_PX = 5;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface SortableListProps<T extends { id: UniqueIdentifier }> {
  /** The items in their current order; each needs a unique id. */
  items: T[];
  /** Renders an item's content (the handle is added by the list). */
  renderItem: (item: T) => ReactNode;
  /** The item's name, for the handle's label and the screen reader announcements. */
  itemLabel: (item: T) => string;
  /** Called after a drop that changed the order, with the items in the new order. */
  onReorder: (items: T[]) => void;
  /** Accessible name of the list. */
  label: string;
}

/**
 * A vertical list sorted by dragging a handle: with a mouse, a touch (after a short press) or the
 * keyboard (focus the handle, Space picks up, arrows move, Space drops, Escape cancels), with
 * Russian screen reader announcements. The admin filter items and SEO items use it.
 */
export function SortableList<T extends { id: UniqueIdentifier }>({
  items,
  renderItem,
  itemLabel,
  onReorder,
  label,
}: SortableListProps<T>) {
  // MouseSensor rather than PointerSensor: a PointerSensor also takes touch pointers and would
  // start a touch drag at once, skipping the TouchSensor's press delay.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_ACTIVATION_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_ACTIVATION_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const accessibility = useMemo(() => {
    const byId = new Map(items.map((item) => [item.id, item]));
    const labelOf = (id: UniqueIdentifier) => {
      const item = byId.get(id);
      return item ? itemLabel(item) : String(id);
    };
    return {
      announcements: sortableAnnouncements(ids, labelOf),
      screenReaderInstructions: sortableInstructions,
    };
  }, [ids, items, itemLabel]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, ids.indexOf(active.id), ids.indexOf(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={label}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={itemLabel(item)}>
              {renderItem(item)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
