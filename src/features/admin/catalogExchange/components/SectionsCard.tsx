import { useId, useMemo, useState } from 'react';
import type { FilterSection } from '@features/api';
import { ErrorText, Muted, sectionsInTree } from '@features/staffTools';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Input } from '@ui/Input';
import { Actions, CardSection, CardTitle, ScrollList, Status } from './exchangeStyles';

export interface SectionsCardProps {
  /** The catalogue's sections (named by their paths in tree order, whatever the order given). */
  sections: readonly FilterSection[];
  /** The chosen section ids. */
  chosen: readonly number[];
  onChosenChange: (chosen: number[]) => void;
  includeSubsections: boolean;
  onIncludeSubsectionsChange: (include: boolean) => void;
  /** Asks for the chosen sections' properties (getSectionProperties). */
  onShowProperties: () => void;
  loading?: boolean;
  /** The server's text when the properties could not be read. */
  error?: string | null;
}

/**
 * 'Разделы' (spec §2, R-CSV-3): the sections to read properties of and to export, a searchable
 * list of checkboxes (Tab and Space), with or without their subsections. Each is named by its path
 * in tree order (issue 25 point 8), so two «Религия» under different parents are told apart; the
 * search finds a section by its parents' names too.
 */
export function SectionsCard({
  sections,
  chosen,
  onChosenChange,
  includeSubsections,
  onIncludeSubsectionsChange,
  onShowProperties,
  loading = false,
  error = null,
}: SectionsCardProps) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const tree = useMemo(() => sectionsInTree(sections), [sections]);
  const query = search.trim().toLowerCase();
  const shown = query ? tree.filter((section) => section.path.toLowerCase().includes(query)) : tree;
  const toggle = (id: number, on: boolean) =>
    // Kept in the tree's order, which is the order the server reads them in.
    onChosenChange(
      tree
        .map((section) => section.id)
        .filter((sectionId) => (sectionId === id ? on : chosenSet.has(sectionId))),
    );

  return (
    <CardSection aria-labelledby={titleId}>
      <CardTitle id={titleId}>Разделы</CardTitle>
      {sections.length === 0 ? (
        <Muted>В каталоге пока нет разделов: выгрузка возьмёт все товары.</Muted>
      ) : (
        <>
          <Input
            type="search"
            label="Найти раздел"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
          <ScrollList aria-label="Разделы каталога">
            {shown.map((section) => (
              <li key={section.id}>
                <Checkbox
                  label={section.path}
                  checked={chosenSet.has(section.id)}
                  onChange={(event) => toggle(section.id, event.target.checked)}
                />
              </li>
            ))}
            {shown.length === 0 && (
              <li>
                <Muted>Разделов с таким названием нет</Muted>
              </li>
            )}
          </ScrollList>
          <Actions>
            <Status role="status">
              {chosen.length === 0
                ? 'Разделы не выбраны: выгрузка возьмёт весь каталог'
                : `Выбрано разделов: ${chosen.length}`}
            </Status>
            {chosen.length > 0 && (
              <Button variant="ghost" size="s" onClick={() => onChosenChange([])}>
                Снять выбор
              </Button>
            )}
          </Actions>
        </>
      )}
      <Checkbox
        label="С подразделами"
        checked={includeSubsections}
        onChange={(event) => onIncludeSubsectionsChange(event.target.checked)}
      />
      <Actions>
        <Button
          variant="secondary"
          onClick={onShowProperties}
          disabled={chosen.length === 0}
          loading={loading}
        >
          Показать свойства
        </Button>
      </Actions>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </CardSection>
  );
}
