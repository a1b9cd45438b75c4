import { useId, useState } from 'react';
import styled from 'styled-components';
import { plural } from '@ui/format';
import { Icon } from '@ui/Icon';
import { VisuallyHidden } from '@ui/VisuallyHidden';

const MAX = 5;
const STARS = Array.from({ length: MAX }, (_, i) => i + 1);

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: var(--color-border-strong);
  [data-on] {
    color: var(--color-sunflower);
  }
`;

const Group = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 0;
  border: 0;
  color: var(--color-border-strong);
  &:disabled {
    opacity: 0.6;
  }
`;

const StarLabel = styled.label`
  display: inline-grid;
  padding: 2px;
  border-radius: 4px;
  cursor: pointer;
  &[data-on] {
    color: var(--color-sunflower);
  }
  :disabled > & {
    cursor: not-allowed;
  }
  input:focus-visible + & {
    outline: 2px solid var(--color-focus);
    outline-offset: 1px;
  }
`;

const starsText = (n: number) => `${n} ${plural(n, ['звезда', 'звезды', 'звёзд'])}`;

export interface RatingProps {
  /** From 0 (no rating) to 5; shown rounded to whole stars. */
  value: number;
  /** Makes it an input: the shopper picks 1–5 stars with the mouse or the arrow keys. */
  onChange?: (value: number) => void;
  /** What is rated; the accessible name ('Оценка', 'Ваша оценка товара'). */
  label?: string;
  /** Star size in px. */
  size?: number;
  disabled?: boolean;
  /** Form field name of the input mode. */
  name?: string;
}

/** Five stars: a read-only picture of a rating, or a radio-group input when `onChange` is given. */
export function Rating({
  value,
  onChange,
  label = 'Оценка',
  size = 20,
  disabled,
  name,
}: RatingProps) {
  const [hovered, setHovered] = useState(0);
  const groupName = useId();
  const whole = Math.min(MAX, Math.max(0, Math.round(value)));

  if (!onChange) {
    const spoken = Number.isInteger(value) ? value : value.toFixed(1);
    return (
      <Stars role="img" aria-label={`${label}: ${spoken} из ${MAX}`}>
        {STARS.map((n) => (
          <Icon
            key={n}
            name="star"
            size={size}
            filled={n <= whole}
            data-on={n <= whole || undefined}
          />
        ))}
      </Stars>
    );
  }

  // Native radios: one Tab stop, arrow keys change the choice, a form gets the value.
  const shown = hovered || whole;
  return (
    <Group role="radiogroup" disabled={disabled} onMouseLeave={() => setHovered(0)}>
      <VisuallyHidden as="legend">{label}</VisuallyHidden>
      {STARS.map((n) => (
        <span key={n} onMouseEnter={() => setHovered(n)}>
          <VisuallyHidden
            as="input"
            type="radio"
            id={`${groupName}-${n}`}
            name={name ?? groupName}
            value={n}
            checked={n === whole}
            onChange={() => onChange(n)}
          />
          <StarLabel htmlFor={`${groupName}-${n}`} data-on={n <= shown || undefined}>
            <Icon name="star" size={size} filled={n <= shown} />
            <VisuallyHidden>{starsText(n)}</VisuallyHidden>
          </StarLabel>
        </span>
      ))}
    </Group>
  );
}
