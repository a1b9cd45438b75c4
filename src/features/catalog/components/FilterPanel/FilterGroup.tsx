import { useState } from 'react';
import styled from 'styled-components';
import type { CatalogFilterProperty } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import { Collapse } from '@ui/Collapse';
import { bySize } from '@ui/format';
import { FilterChoice } from './FilterChoice';

/** Values shown before 'Показать все'; long lists (sizes, colours) stay scannable. */
const VISIBLE_VALUES = 8;

const Values = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.button`
  margin-top: 8px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-brand);
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

export interface FilterGroupProps {
  property: CatalogFilterProperty;
  /** Router adapter: a value then opens its url without reloading the page. */
  linkAs?: LinkComponent;
  defaultOpen?: boolean;
}

/** One property of the smart filter: a collapsible group of values with their counts. */
export function FilterGroup({ property, linkAs, defaultOpen = false }: FilterGroupProps) {
  const [all, setAll] = useState(false);
  const values = property.isSize ? bySize(property.values) : property.values;
  const hidden = values.length - VISIBLE_VALUES;
  return (
    <Collapse title={property.name} defaultOpen={defaultOpen}>
      <Values>
        {values.map((value, index) => (
          // Values past the first eight stay in the markup, hidden, so crawlers follow them too;
          // ticked values always stay in view.
          <li key={value.slug} hidden={!all && index >= VISIBLE_VALUES && !value.selected}>
            <FilterChoice
              label={value.value}
              count={value.count}
              selected={value.selected}
              url={value.url}
              linkAs={linkAs}
            />
          </li>
        ))}
      </Values>
      {hidden > 0 && (
        <More type="button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Свернуть' : `Показать все (${values.length})`}
        </More>
      )}
    </Collapse>
  );
}
