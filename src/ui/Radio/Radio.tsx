import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  cursor: pointer;
  &:has(input:disabled) {
    cursor: not-allowed;
    color: var(--color-text-muted);
  }
`;

// The real radio, drawn by CSS, so arrow keys move through the group natively.
const Dot = styled.input`
  flex: none;
  appearance: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  border: 2px solid var(--color-border-strong);
  border-radius: 50%;
  background: var(--color-surface);
  cursor: inherit;
  transition:
    border-color 120ms,
    box-shadow 120ms;
  &:hover:not(:disabled) {
    border-color: var(--color-brand);
  }
  &:checked {
    border-color: var(--color-brand);
    box-shadow: inset 0 0 0 4px var(--color-surface);
    background: var(--color-brand);
  }
  &:disabled {
    border-color: var(--color-border);
    background: var(--color-surface-muted);
  }
`;

export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The choice's text; clicking it selects the radio. */
  label: ReactNode;
}

/** One labelled radio button; use RadioGroup for a set of them. */
export function Radio({ label, ...inputProps }: RadioProps) {
  return (
    <Label>
      <Dot type="radio" {...inputProps} />
      <span>{label}</span>
    </Label>
  );
}
