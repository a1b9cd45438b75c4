import { useState } from 'react';
import styled from 'styled-components';
import type { CatalogFilterProperty } from '@features/api';
import { Checkbox } from '@ui/Checkbox';
import { Collapse } from '@ui/Collapse';

/** Values shown before 'Показать все'; long lists (sizes, colours) stay scannable. */
export const VISIBLE_VALUES = 8;

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
  /** A value was ticked or unticked: the url that toggles it (from the server). */
  onToggle: (url: string) => void;
  defaultOpen?: boolean;
}

/**
 * One property of the smart filter: a collapsible group of checkboxes with their counts aligned
 * right. A value with count 0 that is not ticked cannot narrow anything, so it looks disabled.
 */
export function FilterGroup({ property, onToggle, defaultOpen = false }: FilterGroupProps) {
  const [all, setAll] = useState(false);
  const hidden = property.values.length - VISIBLE_VALUES;
  // Ticked values always stay in view, even past the first eight.
  const shown = all
    ? property.values
    : property.values.filter((value, index) => index < VISIBLE_VALUES || value.selected);
  return (
    <Collapse title={property.name} defaultOpen={defaultOpen}>
      <Values>
        {shown.map((value) => (
          <li key={value.slug}>
            <Checkbox
              label={value.value}
              count={value.count}
              checked={value.selected}
              disabled={value.count === 0 && !value.selected}
              onChange={() => onToggle(value.url)}
            />
          </li>
        ))}
      </Values>
      {hidden > 0 && (
        <More type="button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Свернуть' : `Показать все (${property.values.length})`}
        </More>
      )}
    </Collapse>
  );
}
