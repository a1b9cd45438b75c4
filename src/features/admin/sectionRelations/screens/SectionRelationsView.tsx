import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { FilterSection } from '@features/api';
import {
  Block,
  BlockTitle,
  ErrorText,
  Heading,
  Muted,
  NarrowPage,
  sectionPathsById,
} from '@features/staffTools';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { Select } from '@ui/Select';
import { Spinner } from '@ui/Spinner';
import { DELETE_RELATION_QUESTION, relationChoices, type RelationDrafts } from '../relationDrafts';

export interface SectionRelationsViewProps {
  /** Every section in tree order; null while loading. */
  sections: readonly FilterSection[] | null;
  /** The relations as edited here. */
  drafts: RelationDrafts;
  /** The section whose relations are shown; null before one is chosen. */
  sectionId: number | null;
  onSectionChange: (sectionId: number | null) => void;
  onAdd: (itemId: number) => void;
  onRemove: (itemId: number) => void;
  /** Posts the whole form; `apply` is saveAndApply. */
  onSave: (apply: boolean) => void;
  dirty?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  refreshing?: boolean;
  saving?: boolean;
  saveError?: string | null;
  /** The text of the last save that went through, while nothing changed since. */
  saved?: string | null;
}

/**
 * `/admin/section-relations/` (spec §2, R-REL-1, R-REL-2): for a section, the sections whose
 * products it also shows; the choice excludes the section itself and those already chosen, and a
 * removal asks first. The form is posted whole: save, or save and apply to the shop at once.
 */
export function SectionRelationsView({
  sections,
  drafts,
  sectionId,
  onSectionChange,
  onAdd,
  onRemove,
  onSave,
  dirty = false,
  loadError = null,
  onRetry,
  refreshing = false,
  saving = false,
  saveError = null,
  saved = null,
}: SectionRelationsViewProps) {
  const [choice, setChoice] = useState('');
  const [asked, setAsked] = useState<number | null>(null);
  // Issue 25 point 8: sections named by their paths, listed in tree order.
  const paths = useMemo(() => sectionPathsById(sections ?? []), [sections]);
  const nameOf = (id: number) => paths.get(id) ?? `Раздел ${id}`;

  if (sections === null)
    return (
      <NarrowPage>
        <Heading>Связи разделов</Heading>
        {loadError ? (
          <ErrorState
            title="Не удалось загрузить разделы"
            text={loadError}
            onRetry={onRetry}
            retrying={refreshing}
          />
        ) : (
          <Spinner size="l" label="Загружаем разделы" />
        )}
      </NarrowPage>
    );

  const items = sectionId === null ? [] : (drafts.get(sectionId) ?? []);
  const choices = sectionId === null ? [] : relationChoices(sections, sectionId, items);
  const place = new Map([...paths.keys()].map((id, i) => [id, i]));
  const treeOrder = (a: number, b: number) =>
    (place.get(a) ?? place.size) - (place.get(b) ?? place.size);
  const related = [...drafts]
    .filter(([, list]) => list.length > 0)
    .sort(([a], [b]) => treeOrder(a, b));
  const options = [...paths].map(([id, path]) => ({ value: String(id), label: path }));

  return (
    <NarrowPage>
      <Heading>Связи разделов</Heading>
      <Muted>
        Раздел показывает и товары привязанных разделов. «Сохранить и применить» сразу меняет список
        товаров и фильтр раздела в магазине.
      </Muted>

      <Select
        label="Раздел"
        placeholder="Выберите раздел"
        options={options}
        value={sectionId === null ? '' : String(sectionId)}
        onChange={(event) => {
          setChoice('');
          onSectionChange(event.target.value ? Number(event.target.value) : null);
        }}
      />

      {sectionId !== null && (
        <Block aria-labelledby="relations-title">
          <BlockTitle id="relations-title">Привязанные разделы: {nameOf(sectionId)}</BlockTitle>
          {items.length === 0 ? (
            <Muted>Привязок нет.</Muted>
          ) : (
            <List>
              {items.map((id) => (
                <Row key={id}>
                  <span>{nameOf(id)}</span>
                  <Button
                    variant="ghost"
                    size="s"
                    aria-label={`Удалить привязку: ${nameOf(id)}`}
                    onClick={() => setAsked(id)}
                  >
                    Удалить
                  </Button>
                </Row>
              ))}
            </List>
          )}
          <AddRow
            onSubmit={(event) => {
              event.preventDefault();
              if (!choice) return;
              onAdd(Number(choice));
              setChoice('');
            }}
          >
            <Select
              label="Привязать раздел"
              placeholder="Выберите раздел"
              options={choices.map((s) => ({ value: String(s.id), label: nameOf(s.id) }))}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={!choice}>
              Добавить
            </Button>
          </AddRow>
        </Block>
      )}

      <Actions>
        <Button onClick={() => onSave(false)} disabled={saving} loading={saving}>
          Сохранить
        </Button>
        <Button variant="secondary" onClick={() => onSave(true)} disabled={saving}>
          Сохранить и применить
        </Button>
        <span role="status">{dirty ? 'Есть несохранённые изменения' : (saved ?? '')}</span>
      </Actions>
      {saveError && <ErrorText role="alert">{saveError}</ErrorText>}

      <Block aria-labelledby="all-relations-title">
        <BlockTitle id="all-relations-title">Разделы с привязками</BlockTitle>
        {related.length === 0 ? (
          <EmptyState title="Привязок пока нет" text="Выберите раздел и привяжите к нему другие." />
        ) : (
          <List>
            {related.map(([id, list]) => (
              <Row key={id}>
                <Button variant="ghost" size="s" onClick={() => onSectionChange(id)}>
                  {nameOf(id)}
                </Button>
                <Muted>{list.map(nameOf).join(', ')}</Muted>
              </Row>
            ))}
          </List>
        )}
      </Block>

      <ConfirmDialog
        open={asked !== null}
        title={DELETE_RELATION_QUESTION}
        text={asked === null ? undefined : nameOf(asked)}
        confirmLabel="Удалить"
        onConfirm={() => {
          if (asked !== null) onRemove(asked);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      />
    </NarrowPage>
  );
}

const List = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  padding: 6px 0;
  border-bottom: 1px solid var(--color-border);
  overflow-wrap: anywhere;
`;

const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 12px;
  & > :first-child {
    flex: 1 1 240px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;
