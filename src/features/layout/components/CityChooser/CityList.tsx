import styled from 'styled-components';
import type { Location } from '@features/api';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const City = styled.button`
  width: 100%;
  padding: 6px 8px;
  border: 0;
  border-radius: var(--radius-control);
  background: none;
  color: var(--color-text);
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    background: var(--color-surface-muted);
    color: var(--color-brand);
  }
  &[aria-current='true'] {
    color: var(--color-brand);
    font-weight: 700;
  }
  &:disabled {
    cursor: progress;
  }
`;

const Region = styled.span`
  display: block;
  color: var(--color-text-muted);
  font-size: var(--font-size-xs);
`;

export interface CityListProps {
  cities: readonly Location[];
  /** The chosen city, marked as current. */
  currentId: number | null;
  onChoose: (city: Location) => void;
  /** Shows the region (pathString) under each name: for search results, where names repeat. */
  withRegion?: boolean;
  /** While a choice is being saved, the buttons wait. */
  disabled?: boolean;
}

/** Cities as buttons; a click chooses one. */
export function CityList({
  cities,
  currentId,
  onChoose,
  withRegion = false,
  disabled = false,
}: CityListProps) {
  return (
    <List>
      {cities.map((city) => (
        <li key={city.id}>
          <City
            type="button"
            aria-current={city.id === currentId ? 'true' : undefined}
            disabled={disabled}
            onClick={() => onChoose(city)}
          >
            {city.name}
            {withRegion && city.pathString && <Region>{city.pathString}</Region>}
          </City>
        </li>
      ))}
    </List>
  );
}
