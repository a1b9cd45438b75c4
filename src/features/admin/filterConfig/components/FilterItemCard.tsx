import styled from 'styled-components';
import type { FilterConfigItem } from '@features/api';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Collapse } from '@ui/Collapse';
import { sortedValues, type SortDirection, type ValueSortKey } from '../valueOrder';
import { ValueList } from './ValueList';

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const Reset = styled.div`
  margin-top: 12px;
`;

const Flag = styled.div`
  flex: none;
  font-size: var(--font-size-sm);
`;

export interface FilterItemCardProps {
  item: FilterConfigItem;
  /** The item as saved; absent for an item not saved yet. */
  saved?: FilterConfigItem;
  /** The default settings (section 0) have nothing to take defaults from (R-FC-4). */
  isDefaults: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the changed item (the 'use defaults' flag, the values' order). */
  onChange: (item: FilterConfigItem) => void;
}

/**
 * One filter item (R-FC-4): its name as a collapse toggle, the 'use defaults' flag beside it,
 * unless the flag hides it the values with their sort buttons, and once changed a reset of this
 * item alone (the screen's save sends the whole list, as the save call takes it).
 */
export function FilterItemCard({
  item,
  saved,
  isDefaults,
  open,
  onOpenChange,
  onChange,
}: FilterItemCardProps) {
  const usesDefaults = !isDefaults && item.UF_USE_DEFAULT === '1';
  const changed =
    saved !== undefined &&
    (saved.UF_USE_DEFAULT !== item.UF_USE_DEFAULT ||
      saved.UF_VALUES.join('\n') !== item.UF_VALUES.join('\n'));
  const onSort = (key: ValueSortKey, direction: SortDirection) =>
    onChange({ ...item, UF_VALUES: sortedValues(item, key, direction) });
  return (
    <Collapse
      title={item.UF_NAME}
      open={open}
      onOpenChange={onOpenChange}
      actions={
        !isDefaults && (
          <Flag>
            <Checkbox
              label="По умолчанию"
              checked={usesDefaults}
              onChange={(event) =>
                onChange({ ...item, UF_USE_DEFAULT: event.target.checked ? '1' : '0' })
              }
              aria-label={`«${item.UF_NAME}»: брать настройки по умолчанию`}
            />
          </Flag>
        )
      }
    >
      {usesDefaults ? (
        <Note>Название и порядок значений берутся из настроек «По-умолчанию».</Note>
      ) : (
        <ValueList item={item} onSort={onSort} />
      )}
      {changed && (
        <Reset>
          <Button size="s" variant="secondary" onClick={() => onChange(saved)}>
            Сбросить «{item.UF_NAME}»
          </Button>
        </Reset>
      )}
    </Collapse>
  );
}
