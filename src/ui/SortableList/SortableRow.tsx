import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { UniqueIdentifier } from '@dnd-kit/core';
import styled from 'styled-components';
import { Icon } from '@ui/Icon';

const Row = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px 8px 4px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-control);
  background: var(--color-surface);
  &[data-dragging='true'] {
    z-index: 1;
    box-shadow: var(--shadow-hover);
  }
`;

// The handle is quiet until the row is hovered or the handle focused (DESIGN.md: admin drag
// handles visible on hover and focus); touch screens have no hover, so it is always shown there.
const Handle = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-control);
  background: transparent;
  color: var(--color-text-muted);
  cursor: grab;
  opacity: 0.35;
  touch-action: manipulation;
  ${Row}:hover &,
  &:focus-visible,
  &[aria-pressed='true'] {
    opacity: 1;
    background: var(--color-surface-muted);
  }
  &[aria-pressed='true'] {
    cursor: grabbing;
  }
  @media (hover: none) {
    opacity: 1;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

interface SortableRowProps {
  id: UniqueIdentifier;
  /** Name of the item for the handle's label. */
  label: string;
  children: ReactNode;
}

/** One row of a SortableList: the drag handle and the item's content. */
export function SortableRow({ id, label, children }: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });

  return (
    <Row
      ref={setNodeRef}
      data-dragging={isDragging}
      // Where the row is while it moves: dnd-kit computes this every frame, so it is inline.
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Handle
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Переместить «${label}»`}
      >
        <Icon name="menu" size={20} />
      </Handle>
      <Content>{children}</Content>
    </Row>
  );
}
