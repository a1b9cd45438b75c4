import { useId } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 4px 12px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: var(--font-size-sm);
  font-weight: 600;
`;

const Value = styled.output`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.input`
  grid-column: 1 / -1;
  width: 100%;
  height: 24px;
  margin: 0;
  accent-color: var(--color-brand);
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

export interface RangeFieldProps {
  /** The field's visible name ('Цветов не больше'); also the slider's accessible name. */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  /** The value as people read it ('150 %'); shown beside the label and told to screen readers. */
  valueText?: string;
  disabled?: boolean;
}

/** A labelled slider with its current value shown at the end of the label's line. */
export function RangeField({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  valueText = String(value),
  disabled = false,
}: RangeFieldProps) {
  const id = useId();
  return (
    <Root>
      <Label htmlFor={id}>{label}</Label>
      <Value htmlFor={id}>{valueText}</Value>
      <Track
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </Root>
  );
}
