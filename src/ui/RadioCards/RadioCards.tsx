import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Radio } from '@ui/Radio';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  padding: 0;
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);
`;

/**
 * The whole card is the radio's label, so a click anywhere on it chooses it; the checked and
 * focused looks follow the real input inside (keyboard and form behaviour stay native).
 */
const Card = styled.div`
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-control);
  background: var(--color-surface);
  transition:
    border-color 120ms,
    box-shadow 120ms;
  & > label {
    padding: 12px 16px;
  }
  & > label > span {
    flex: 1;
    min-width: 0;
  }
  &:hover:not(:has(input:disabled)) {
    border-color: var(--color-brand);
  }
  &:has(input:checked) {
    border-color: var(--color-brand);
    box-shadow: inset 0 0 0 1px var(--color-brand);
    background: var(--color-brand-blank);
  }
  &:has(input:disabled) {
    background: var(--color-surface-muted);
  }
  &[data-invalid] {
    border-color: var(--color-error);
  }
`;

const Body = styled.span`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
`;

const Title = styled.span`
  font-weight: var(--font-weight-semibold);
  overflow-wrap: anywhere;
`;

const Aside = styled.span`
  font-weight: var(--font-weight-semibold);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-align: right;
`;

const Details = styled.span`
  grid-column: 1 / -1;
  display: grid;
  gap: 2px;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  overflow-wrap: anywhere;
`;

const Error = styled.p`
  margin: 0;
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;

export interface RadioCardOption<V extends string> {
  value: V;
  /** The choice's name, in bold ('Курьером'). */
  title: ReactNode;
  /** A figure at the card's right ('350 ₽', 'Бесплатно'). */
  aside?: ReactNode;
  /** Lines under the title in muted text (dates, an address, opening hours). */
  details?: ReactNode;
  disabled?: boolean;
}

export interface RadioCardsProps<V extends string> {
  /** The question the cards answer; the group's accessible name. */
  legend: ReactNode;
  /** The form field name shared by the radios. */
  name: string;
  options: readonly RadioCardOption<V>[];
  /** The chosen value; none is chosen while it matches no option. */
  value: V | '';
  onChange: (value: V) => void;
  /** Why the choice is wrong ('Выберите пункт выдачи'); marks the group aria-invalid. */
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A set of radios drawn as bordered cards with a title, details and a figure at the right (the
 * checkout's deliveries, pickup points and payments); arrow keys move between them.
 */
export function RadioCards<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  disabled = false,
}: RadioCardsProps<V>) {
  const errorId = useId();
  return (
    <Fieldset
      role="radiogroup"
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <Legend>{legend}</Legend>
      {options.map((option) => (
        <Card key={option.value} data-invalid={error ? true : undefined}>
          <Radio
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
            label={
              <Body>
                <Title>{option.title}</Title>
                {option.aside !== undefined && <Aside>{option.aside}</Aside>}
                {option.details !== undefined && <Details>{option.details}</Details>}
              </Body>
            }
          />
        </Card>
      ))}
      {error && <Error id={errorId}>{error}</Error>}
    </Fieldset>
  );
}
