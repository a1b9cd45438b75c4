import type { CatalogSortOption } from '@features/api';
import { Select } from '@ui/Select';

export interface SortSelectProps {
  /** The server's sort options ('По популярности', 'Сначала дешёвые', ...) with their urls. */
  sorts: readonly CatalogSortOption[];
  /** Goes to the url of the chosen order. */
  onNavigate: (url: string) => void;
}

/** The order of a product list; choosing one opens its url, so the order is part of the address. */
export function SortSelect({ sorts, onNavigate }: SortSelectProps) {
  const current = sorts.find((sort) => sort.selected) ?? sorts[0];
  return (
    <Select
      label="Сортировка"
      hideLabel
      options={sorts.map((sort) => ({ value: sort.code, label: sort.name }))}
      value={current?.code}
      onChange={(event) => {
        const chosen = sorts.find((sort) => sort.code === event.target.value);
        if (chosen) onNavigate(chosen.url);
      }}
    />
  );
}
