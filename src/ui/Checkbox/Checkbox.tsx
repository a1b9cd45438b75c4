import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { choiceControl, choiceLabel } from './choiceStyles';

const Label = styled.label`
  ${choiceLabel}
  min-height: 24px;
`;

const Box = styled.input`
  ${choiceControl}
  border-radius: 4px;
  background: var(--color-surface) center / 14px no-repeat;
  transition:
    background-color 120ms,
    border-color 120ms;
  &:checked {
    border-color: var(--color-brand);
    background-color: var(--color-brand);
    background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12.5l4.5 4.5L19 7'/%3E%3C/svg%3E");
  }
  &:disabled {
    border-color: var(--color-border);
    background-color: var(--color-surface-muted);
  }
  &:checked:disabled {
    background-color: var(--color-border-strong);
    border-color: var(--color-border-strong);
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
`;

const Count = styled.span`
  flex: none;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  font-variant-numeric: tabular-nums;
  line-height: 24px;
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The text next to the box; clicking it toggles the box. */
  label: ReactNode;
  /** A number aligned right, as in the filter panel ('Акрил 124'). */
  count?: number;
}

/** A labelled checkbox; with `count` it is one value of a catalogue filter. */
export function Checkbox({ label, count, ...inputProps }: CheckboxProps) {
  return (
    <Label>
      <Box type="checkbox" {...inputProps} />
      <Text>{label}</Text>
      {count !== undefined && <Count>{count}</Count>}
    </Label>
  );
}
