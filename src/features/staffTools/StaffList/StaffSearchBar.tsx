import styled from 'styled-components';
import { SearchInput } from '@ui/SearchInput';
import { Spinner } from '@ui/Spinner';
import { Muted } from '../staffStyles';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  > :first-child {
    flex: 1 1 280px;
    max-width: 480px;
  }
`;

export interface StaffSearchBarProps {
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  /** The search the list shows ('' for all). */
  search: string;
  /** A search sent with Enter or the button; '' once the field is emptied. */
  onSearch: (text: string) => void;
  /** How many items match, on all pages; null while unknown. */
  found: number | null;
  /** A newer page or search is being fetched while the old rows still show. */
  refreshing?: boolean;
}

/** A staff list's search above it, with how many it found and whether it is fetching again. */
export function StaffSearchBar({
  label,
  placeholder,
  search,
  onSearch,
  found,
  refreshing = false,
}: StaffSearchBarProps) {
  return (
    <Toolbar>
      <SearchInput
        // A new search from the url (back, a link) starts the field afresh with it.
        key={search}
        label={label}
        placeholder={placeholder}
        defaultValue={search}
        onSubmit={onSearch}
        onValueChange={(text) => {
          if (text === '' && search !== '') onSearch('');
        }}
      />
      {found !== null && <Muted>Найдено: {found}</Muted>}
      {found !== null && refreshing && <Spinner size="s" label="Обновляем список" />}
    </Toolbar>
  );
}
