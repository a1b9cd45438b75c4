import { useState } from 'react';
import styled from 'styled-components';
import type { CatalogFilterProperty, CatalogFilterValue } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import { CheckboxLook, ChoiceCount, ChoiceText } from '@ui/Checkbox';
import { Collapse } from '@ui/Collapse';
import { VisuallyHidden } from '@ui/VisuallyHidden';
import { bySize } from '@ui/format';

/** Values shown before 'Показать все'; long lists (sizes, colours) stay scannable. */
const VISIBLE_VALUES = 8;

const Values = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A link drawn as a checkbox row: the box, the value, its count aligned right.
const Value = styled.a`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 24px;
  color: var(--color-text);
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: var(--color-text);
  }
  &:hover > ${CheckboxLook} {
    border-color: var(--color-brand);
  }
  &[aria-disabled='true'] {
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
  &[aria-disabled='true'] > ${CheckboxLook} {
    border-color: var(--color-border);
  }
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

interface FilterValueProps {
  value: CatalogFilterValue;
  linkAs?: LinkComponent;
}

/**
 * One value: a link to the server-given url that ticks or unticks it, so crawlers reach every
 * landing and the filter works without JavaScript. A screen reader hears its state in its name,
 * since a link has no checked state. A value with count 0 that is not ticked cannot narrow
 * anything: it is no link, and is announced as unavailable.
 */
function FilterValue({ value, linkAs }: FilterValueProps) {
  const disabled = value.count === 0 && !value.selected;
  const content = (
    <>
      <CheckboxLook $checked={value.selected} $disabled={disabled} />
      <ChoiceText>{value.value}</ChoiceText>
      <ChoiceCount>
        {value.count}
        {value.selected && <VisuallyHidden> (выбрано)</VisuallyHidden>}
      </ChoiceCount>
    </>
  );
  if (disabled) {
    return (
      <Value as="span" role="link" aria-disabled="true">
        {content}
      </Value>
    );
  }
  return (
    <Value as={linkAs} href={value.url}>
      {content}
    </Value>
  );
}

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
            <FilterValue value={value} linkAs={linkAs} />
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
