import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { choiceControl, choiceLabel, choiceShape } from './choiceStyles';

const Label = styled.label`
  ${choiceLabel}
  min-height: 24px;
`;

const box = css`
  border-radius: 4px;
  background: var(--color-surface) center / 14px no-repeat;
  transition:
    background-color 120ms,
    border-color 120ms;
`;

const checkedLook = css`
  border-color: var(--color-brand);
  background-color: var(--color-brand);
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12.5l4.5 4.5L19 7'/%3E%3C/svg%3E");
`;

const disabledLook = css`
  border-color: var(--color-border);
  background-color: var(--color-surface-muted);
`;

const checkedDisabledLook = css`
  background-color: var(--color-border-strong);
  border-color: var(--color-border-strong);
`;

const Box = styled.input`
  ${choiceControl}
  ${box}
  &:checked {
    ${checkedLook}
  }
  &:disabled {
    ${disabledLook}
  }
  &:checked:disabled {
    ${checkedDisabledLook}
  }
`;

export interface CheckboxLookProps {
  $checked?: boolean;
  $disabled?: boolean;
}

/**
 * The box of a Checkbox drawn alone, for a control that is not a form field but looks like one:
 * a filter value that is a link, so crawlers follow it. Hidden from assistive technology, which
 * learns the state from the control's own name. Its container gives the hover look.
 */
export const CheckboxLook = styled.span.attrs({ 'aria-hidden': true })<CheckboxLookProps>`
  ${choiceShape}
  display: block;
  ${box}
  ${({ $checked }) => $checked && checkedLook}
  ${({ $disabled }) => $disabled && disabledLook}
  ${({ $checked, $disabled }) => $checked && $disabled && checkedDisabledLook}
`;

/** A choice's text, taking the row's width beside the box. */
export const ChoiceText = styled.span`
  flex: 1;
  min-width: 0;
`;

/** A count at the row's end (a filter value's products), its digits aligned down the list. */
export const ChoiceCount = styled.span`
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
      <ChoiceText>{label}</ChoiceText>
      {count !== undefined && <ChoiceCount>{count}</ChoiceCount>}
    </Label>
  );
}
