import { useId, useState } from 'react';
import type { ExchangeProperty } from '@features/api';
import { ErrorText, Muted } from '@features/staffTools';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import {
  addGroup,
  GROUP_NAME_NEEDED,
  moveProperty,
  removeGroup,
  renameGroup,
  ungroupedIds,
  UNGROUPED_TITLE,
  type Groups,
} from '../sharedGroups';
import { Actions, CardSection, CardTitle, PlainList, Status } from './exchangeStyles';
import { SharedGroup, type SharedRowProps } from './SharedGroup';

/**
 * What the automatic save of the groups is doing (R-CSV-6): `waiting` for its delay after a
 * change, then `saving`; a change that needs no save leaves the state it found.
 */
export type GroupsSaveState =
  { state: 'idle' | 'waiting' | 'saving' | 'saved' } | { state: 'failed'; message: string };

export interface SharedPropertiesCardProps extends Omit<SharedRowProps, 'groupNames' | 'onMove'> {
  /** The shared properties (section 0). */
  properties: readonly ExchangeProperty[];
  /** The groups as edited; every change is saved by the screen shortly after (R-CSV-6). */
  groups: Groups;
  onGroupsChange: (groups: Groups) => void;
  groupsSave?: GroupsSaveState;
  /** Saves the shared properties' required flags (section 0, R-CSV-4). */
  onSaveRequired: () => void;
  savingRequired?: boolean;
  requiredError?: string | null;
}

/**
 * 'Общие свойства' (spec §2, R-CSV-1, R-CSV-6): the shared properties in their groups, only the
 * first group open at the start; groups are renamed, added, emptied and removed here and saved on
 * their own a moment after each change.
 */
export function SharedPropertiesCard({
  properties,
  groups,
  onGroupsChange,
  groupsSave = { state: 'idle' },
  onSaveRequired,
  savingRequired = false,
  requiredError = null,
  ...rows
}: SharedPropertiesCardProps) {
  const titleId = useId();
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | null>(null);
  const byId = new Map(properties.map((property) => [property.ID, property]));
  const propertiesOf = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const property = byId.get(id);
      return property ? [property] : [];
    });
  const ungrouped = propertiesOf(
    ungroupedIds(
      properties.map((property) => property.ID),
      groups,
    ),
  );
  const rowProps: SharedRowProps = {
    ...rows,
    groupNames: groups.map((group) => group.name),
    onMove: (id, to) => onGroupsChange(moveProperty(groups, id, to)),
  };
  const add = () => {
    const next = addGroup(groups, newName);
    if ('error' in next) return setNewNameError(next.error);
    setNewName('');
    setNewNameError(null);
    onGroupsChange(next);
  };

  return (
    <CardSection aria-labelledby={titleId} data-wide>
      <CardTitle id={titleId}>Общие свойства</CardTitle>
      {properties.length === 0 && groups.length === 0 ? (
        <Muted>Общих свойств пока нет.</Muted>
      ) : (
        <PlainList>
          {groups.map((group, index) => (
            <li key={index}>
              <SharedGroup
                {...rowProps}
                title={group.name.trim() || '(без названия)'}
                index={index}
                properties={propertiesOf(group.items)}
                defaultOpen={index === 0}
                editor={
                  <Actions>
                    <Input
                      label="Название группы"
                      value={group.name}
                      onChange={(event) =>
                        onGroupsChange(renameGroup(groups, index, event.target.value))
                      }
                      error={group.name.trim() === '' ? GROUP_NAME_NEEDED : undefined}
                    />
                    <Button
                      variant="ghost"
                      size="s"
                      iconStart="trash"
                      disabled={group.items.length > 0}
                      title={
                        group.items.length > 0
                          ? 'Сначала перенесите свойства в другие группы'
                          : undefined
                      }
                      onClick={() => onGroupsChange(removeGroup(groups, index))}
                    >
                      Удалить группу
                    </Button>
                  </Actions>
                }
              />
            </li>
          ))}
          {ungrouped.length > 0 && (
            <li>
              <SharedGroup
                {...rowProps}
                title={UNGROUPED_TITLE}
                index={null}
                properties={ungrouped}
                defaultOpen={groups.length === 0}
              />
            </li>
          )}
        </PlainList>
      )}
      <form
        aria-label="Новая группа"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Actions>
          <Input
            label="Новая группа"
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            error={newNameError ?? undefined}
          />
          <Button type="submit" variant="secondary" iconStart="plus">
            Добавить группу
          </Button>
        </Actions>
      </form>
      <Actions>
        <Button variant="secondary" onClick={onSaveRequired} loading={savingRequired}>
          Сохранить обязательность
        </Button>
        <Status role="status">
          {groupsSave.state === 'waiting' || groupsSave.state === 'saving'
            ? 'Сохраняем группы…'
            : groupsSave.state === 'saved'
              ? 'Группы сохранены'
              : ''}
        </Status>
      </Actions>
      {groupsSave.state === 'failed' && <ErrorText role="alert">{groupsSave.message}</ErrorText>}
      {requiredError && <ErrorText role="alert">{requiredError}</ErrorText>}
    </CardSection>
  );
}
