import type { ReactNode } from 'react';
import type { ExchangeProperty } from '@features/api';
import { Checkbox } from '@ui/Checkbox';
import { Collapse } from '@ui/Collapse';
import { Select } from '@ui/Select';
import { UNGROUPED_TITLE } from '../sharedGroups';
import { PlainList, Row } from './exchangeStyles';
import { PropertyChoice } from './PropertyChoice';

/** What a shared property row shows and changes; the card passes the same to every group. */
export interface SharedRowProps {
  chosen: ReadonlySet<number>;
  onChosenChange: (id: number, chosen: boolean) => void;
  required: ReadonlySet<number>;
  onRequiredChange: (id: number, required: boolean) => void;
  /** The groups' names, for the move choice. */
  groupNames: readonly string[];
  /** Moves the property to the group at `to`, or out of the groups (null). */
  onMove: (id: number, to: number | null) => void;
  help: ReadonlyMap<string, string>;
}

export interface SharedGroupProps extends SharedRowProps {
  title: string;
  /** The group's index, or null for the properties in no group. */
  index: number | null;
  properties: readonly ExchangeProperty[];
  defaultOpen: boolean;
  /** Rename and delete controls at the top of the body. */
  editor?: ReactNode;
}

const NO_GROUP = '';

/** One shared property group as a collapsible block (R-CSV-1): its properties and their group. */
export function SharedGroup({
  title,
  index,
  properties,
  defaultOpen,
  editor,
  chosen,
  onChosenChange,
  required,
  onRequiredChange,
  groupNames,
  onMove,
  help,
}: SharedGroupProps) {
  const moveOptions = [
    ...groupNames.map((name, i) => ({ value: String(i), label: name || '(без названия)' })),
    { value: NO_GROUP, label: UNGROUPED_TITLE },
  ];
  return (
    <Collapse title={`${title} (${properties.length})`} defaultOpen={defaultOpen}>
      {editor}
      {properties.length === 0 ? null : (
        <PlainList aria-label={`Свойства группы ${title}`}>
          {properties.map((property) => (
            <Row key={property.ID}>
              <PropertyChoice
                property={property}
                chosen={chosen.has(property.ID)}
                onChosenChange={(on) => onChosenChange(property.ID, on)}
                help={property.COLUMN ? help.get(property.COLUMN) : undefined}
              />
              <Checkbox
                label="Обязательное"
                aria-label={`Обязательное: ${property.NAME}`}
                checked={required.has(property.ID)}
                onChange={(event) => onRequiredChange(property.ID, event.target.checked)}
              />
              <Select
                label={`Группа свойства ${property.NAME}`}
                hideLabel
                options={moveOptions}
                value={index === null ? NO_GROUP : String(index)}
                onChange={(event) =>
                  onMove(
                    property.ID,
                    event.target.value === NO_GROUP ? null : Number(event.target.value),
                  )
                }
              />
            </Row>
          ))}
        </PlainList>
      )}
    </Collapse>
  );
}
