import styled from 'styled-components';
import { Icon } from '@ui/Icon';
import { controlStyles } from '@ui/Input';
import { SEARCH_PLACEHOLDER } from '@features/search';

// A button drawn as the search field: typing happens in the overlay. A real input here would
// get the focus back when the overlay closes and open it again at once.
const Field = styled.button`
  ${controlStyles}
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-width: 0;
  border-radius: var(--radius-pill);
  color: var(--color-text-muted);
  text-align: left;
  cursor: text;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export interface SearchBoxProps {
  /** Opens the search overlay (the header sets the url hash `#/search/`). */
  onOpenSearch: () => void;
}

/** The header's search field (R-LAYOUT-4): 'Поиск среди 100000 товаров', opens the search overlay. */
export function SearchBox({ onOpenSearch }: SearchBoxProps) {
  return (
    <Field type="button" aria-haspopup="dialog" onClick={onOpenSearch}>
      <Icon name="search" size={20} />
      <span>{SEARCH_PLACEHOLDER}</span>
    </Field>
  );
}
