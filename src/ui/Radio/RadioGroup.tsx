import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Radio } from './Radio';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 10px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  &[data-direction='row'] {
    display: flex;
    flex-wrap: wrap;
    gap: 10px 24px;
  }
`;

const Legend = styled.legend`
  margin-bottom: 10px;
  padding: 0;
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);
`;

interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  /** The question the choices answer ('Способ доставки'); the group's accessible name. */
  legend: ReactNode;
  /** The form field name shared by the radios. */
  name: string;
  options: readonly RadioOption<V>[];
  /** The chosen value; none is chosen while it matches no option. */
  value: V | undefined;
  onChange: (value: V) => void;
  /** Stack the choices (column, default) or put them in a row. */
  direction?: 'column' | 'row';
  disabled?: boolean;
}

/** A set of radios under a legend; arrow keys move between them. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  direction = 'column',
  disabled = false,
}: RadioGroupProps<V>) {
  return (
    <Fieldset role="radiogroup" data-direction={direction} disabled={disabled}>
      <Legend>{legend}</Legend>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          checked={option.value === value}
          disabled={option.disabled}
          onChange={() => onChange(option.value)}
        />
      ))}
    </Fieldset>
  );
}
