import styled from 'styled-components';
import type { FilterConfigItem } from '@features/api';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { plural } from '@ui/format';
import { VisuallyHidden } from '@ui/VisuallyHidden';
import { valueRows, type SortDirection, type ValueSortKey } from '../valueOrder';

const SORTS: { key: ValueSortKey; direction: SortDirection; text: string }[] = [
  { key: 'name', direction: 'asc', text: 'По названию, А→Я' },
  { key: 'name', direction: 'desc', text: 'По названию, Я→А' },
  { key: 'count', direction: 'desc', text: 'По количеству, больше→меньше' },
  { key: 'count', direction: 'asc', text: 'По количеству, меньше→больше' },
];

const Sorts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 8px;
`;

// A long list (200 sizes) scrolls inside the item rather than stretching the page; being
// focusable lets a keyboard user scroll it too.
const Values = styled.ol`
  display: grid;
  max-height: 320px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-control);
  list-style: none;
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Value = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 4px 12px;
  &:nth-child(even) {
    background: var(--color-surface-muted);
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  color: var(--color-text-muted);
  font-variant-numeric: tabular-nums;
`;

// Shown only to the eye: the hidden sentence beside it says it to a screen reader.
const Related = styled.span.attrs({ 'aria-hidden': true })`
  color: var(--color-text-muted);
`;

const Empty = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

export interface ValueListProps {
  item: Pick<FilterConfigItem, 'UF_NAME' | 'UF_VALUES' | 'ALL_VALUES'>;
  /** R-FC-5: sort every value of the item by name or count. */
  onSort: (key: ValueSortKey, direction: SortDirection) => void;
}

/** How many more products the section shows with a value through its section relations. */
const relatedText = (count: number) =>
  `ещё ${count} ${plural(count, ['товар', 'товара', 'товаров'])} из привязанных разделов`;

/**
 * An item's values in the order the shop will show them, each with its count of the section's
 * products, the mark 'в настройках' when the settings place it and 'есть привязка' when the
 * section shows more products with it through its section relations (R-FC-5, spec §2).
 */
export function ValueList({ item, onSort }: ValueListProps) {
  const rows = valueRows(item);
  if (rows.length === 0) return <Empty>В разделе нет товаров с этим свойством.</Empty>;
  return (
    <>
      <Sorts role="group" aria-label={`Сортировать значения «${item.UF_NAME}»`}>
        {SORTS.map(({ key, direction, text }) => (
          <Button
            key={`${key}-${direction}`}
            type="button"
            size="s"
            variant="ghost"
            onClick={() => onSort(key, direction)}
          >
            {text}
          </Button>
        ))}
      </Sorts>
      <Values tabIndex={0} aria-label={`Значения «${item.UF_NAME}»`}>
        {rows.map((row) => (
          <Value key={row.VALUE}>
            <Name>{row.NAME}</Name>
            {row.pinned && <Badge>в настройках</Badge>}
            {!!row.RELATED_COUNT && <Badge tone="gift">есть привязка</Badge>}
            <Count>
              {row.COUNT}
              <VisuallyHidden> товаров</VisuallyHidden>
              {!!row.RELATED_COUNT && <Related> +{row.RELATED_COUNT}</Related>}
              {!!row.RELATED_COUNT && (
                <VisuallyHidden>: {relatedText(row.RELATED_COUNT)}</VisuallyHidden>
              )}
            </Count>
          </Value>
        ))}
      </Values>
    </>
  );
}
