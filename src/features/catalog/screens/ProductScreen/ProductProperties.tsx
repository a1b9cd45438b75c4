import styled from 'styled-components';
import type { ProductProperty } from '@features/api';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, 1fr) 2fr;
  margin: 0;
  & > div {
    display: contents;
  }
  dt,
  dd {
    margin: 0;
    padding: 8px 0;
    border-bottom: 1px solid var(--color-border);
    overflow-wrap: anywhere;
  }
  dt {
    padding-right: 16px;
    color: var(--color-text-muted);
  }
`;

/** The product's properties as name / value rows (size, brand, shape of stones, ...). */
export function ProductProperties({ properties }: { properties: readonly ProductProperty[] }) {
  return (
    <List>
      {properties.map((property) => (
        <div key={property.name}>
          <dt>{property.name}</dt>
          <dd>{property.value}</dd>
        </div>
      ))}
    </List>
  );
}
