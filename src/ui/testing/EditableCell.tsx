import { useRef } from 'react';
import styled from 'styled-components';

const Field = styled.input`
  width: 100%;
  min-height: 32px;
  padding: 4px 8px;
  border: 1px solid transparent;
  border-radius: var(--radius-control);
  background: transparent;
  font-size: inherit;
  &:hover {
    border-color: var(--color-border);
  }
  &:focus {
    border-color: var(--color-brand);
    background: var(--color-surface);
  }
`;

interface EditableCellProps {
  /** The saved text the field starts with. */
  defaultValue: string;
  /** Accessible name, e.g. 'Запрос «краски»'. */
  label: string;
  /** Called with the text on every key release that changed it (spec §5: saves on every key release). */
  onChange: (value: string) => void;
  placeholder?: string;
}

/**
 * A text cell edited in place, which the Table stories show rows with. It reports on every key
 * release, as the direct transitions screen (TransitionTable, its own cells) saves (spec §5); keys
 * that do not change the text (Tab, arrows) report nothing.
 */
export function EditableCell({ defaultValue, label, onChange, placeholder }: EditableCellProps) {
  const reported = useRef(defaultValue);
  return (
    <Field
      type="text"
      defaultValue={defaultValue}
      aria-label={label}
      placeholder={placeholder}
      onKeyUp={(event) => {
        const { value } = event.currentTarget;
        if (value === reported.current) return;
        reported.current = value;
        onChange(value);
      }}
    />
  );
}
