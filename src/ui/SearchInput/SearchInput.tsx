import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '@ui/Icon';
import { controlStyles } from '@ui/Input';
import { VisuallyHidden } from '@ui/VisuallyHidden';

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
`;

const Control = styled.input`
  ${controlStyles}
  padding-left: 44px;
  padding-right: 44px;
  border-radius: var(--radius-pill);
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

const IconButton = styled.button`
  position: absolute;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text-muted);
  cursor: pointer;
  &:hover {
    color: var(--color-brand);
    background: var(--color-brand-blank);
  }
  &[data-side='start'] {
    left: 4px;
  }
  &[data-side='end'] {
    right: 4px;
  }
`;

export interface SearchInputProps {
  /** The field's hint, e.g. 'Поиск среди 100000 товаров' (spec §2). */
  placeholder?: string;
  /** Accessible name of the field and of the search landmark. */
  label?: string;
  /** Controlled value; leave undefined to let the field keep its own text. */
  value?: string;
  /** Starting text of an uncontrolled field. */
  defaultValue?: string;
  /** Called on every change and with '' when cleared. */
  onValueChange?: (value: string) => void;
  /** Called with the trimmed text on Enter or the search button; not for blank text. */
  onSubmit: (value: string) => void;
  /** Called when the field gets focus (the header opens the search overlay then). */
  onFocus?: () => void;
  name?: string;
  autoFocus?: boolean;
}

/** A search field with a search button, a clear button and submit on Enter (role="search"). */
export function SearchInput({
  placeholder,
  label = 'Поиск',
  value,
  defaultValue = '',
  onValueChange,
  onSubmit,
  onFocus,
  name = 'q',
  autoFocus,
}: SearchInputProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const text = value ?? ownValue;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const change = (next: string) => {
    setOwnValue(next);
    onValueChange?.(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) onSubmit(query);
  };

  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Control
        ref={input}
        id={id}
        type="search"
        name={name}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => change(event.target.value)}
        onFocus={onFocus}
      />
      <IconButton type="submit" data-side="start" aria-label="Найти">
        <Icon name="search" size={20} />
      </IconButton>
      {text !== '' && (
        <IconButton
          type="button"
          data-side="end"
          aria-label="Очистить"
          onClick={() => {
            change('');
            input.current?.focus();
          }}
        >
          <Icon name="close" size={18} />
        </IconButton>
      )}
    </Form>
  );
}
