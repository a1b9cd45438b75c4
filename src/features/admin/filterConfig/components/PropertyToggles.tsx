import styled from 'styled-components';
import type { FilterProperty } from '@features/api';
import { Toggle } from '@ui/Toggle';

const List = styled.ul`
  display: grid;
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 640px) {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

export interface PropertyTogglesProps {
  properties: readonly FilterProperty[];
  /** Called with the property and its new state; the screen reloads after it (R-FC-6). */
  onToggle: (propertyId: number, enabled: boolean) => void;
  busy?: boolean;
}

/** R-FC-2: each property of the catalogue switched on or off for this section's filter. */
export function PropertyToggles({ properties, onToggle, busy = false }: PropertyTogglesProps) {
  return (
    <List>
      {properties.map((property) => (
        <li key={property.ID}>
          <Toggle
            checked={property.ENABLED}
            onChange={(enabled) => onToggle(property.ID, enabled)}
            label={property.NAME}
            disabled={busy}
          />
        </li>
      ))}
    </List>
  );
}
