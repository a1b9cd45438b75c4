import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { choiceControl, choiceLabel } from '../Checkbox/choiceStyles';

const Label = styled.label`
  ${choiceLabel}
`;

// Arrow keys move through a group of these natively.
const Dot = styled.input`
  ${choiceControl}
  border-radius: 50%;
  background: var(--color-surface);
  transition:
    border-color 120ms,
    box-shadow 120ms;
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
