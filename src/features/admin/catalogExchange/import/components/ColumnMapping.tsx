import { useState } from 'react';
import styled from 'styled-components';
import type { CatalogImportChoices, CatalogImportColumnChoice } from '@features/api';
import { Button } from '@ui/Button';
import { NativeSelect } from '@ui/Select';
import { ErrorText } from '@features/staffTools';
import { Breakable, Note, Stack } from './importStyles';

export interface ColumnMappingProps {
  columns: readonly CatalogImportColumnChoice[];
  properties: CatalogImportChoices['properties'];
  onConfirm: (columns: { index: number; propertyId: number | null }[]) => void;
  sending: boolean;
  error: string | null;
}

/** The select's value for «Не загружать». */
const SKIP = '';

const Rows = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    grid-template-columns: minmax(120px, 1fr) minmax(180px, 2fr);
    gap: 4px 12px;
    align-items: center;
  }
  @media (max-width: 480px) {
    & > li {
      grid-template-columns: 1fr;
    }
  }
`;

const Status = styled(Note)`
  grid-column: 2;
  @media (max-width: 480px) {
    grid-column: 1;
  }
`;

/** What the column is now, in words: staff see whether it is read before they write. */
function statusText(column: CatalogImportColumnChoice, nameOf: (id: number) => string): string {
  if (column.confirmed)
    return column.propertyId === null
      ? 'Не загружается'
      : `Загружается в «${nameOf(column.propertyId)}»`;
  return column.suggestedPropertyId === null
    ? 'Подходящее свойство не найдено — колонка пока не загружается'
    : `Предложено по значениям и названию: «${nameOf(column.suggestedPropertyId)}» — подтвердите, чтобы загрузить`;
}

/**
 * Issue 25 point 1: the file's columns the shop did not match by name (a Bitrix site's
 * IP_PROP<n>, unknown headers), each with the property to load it into, the suggestion chosen
 * until staff confirm. The confirmed mapping checks the file again and is remembered.
 */
export function ColumnMapping({
  columns,
  properties,
  onConfirm,
  sending,
  error,
}: ColumnMappingProps) {
  const [chosen, setChosen] = useState(() =>
    columns.map((c) => (c.confirmed ? c.propertyId : c.suggestedPropertyId)),
  );
  const nameOf = (id: number) => properties.find((p) => p.id === id)?.name ?? String(id);
  const options = [
    { value: SKIP, label: 'Не загружать' },
    ...properties.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  return (
    <Stack role="group" aria-labelledby="import-column-mapping">
      <Stack>
        <strong id="import-column-mapping">Колонки без сопоставления</strong>
        <Note>
          Магазин не узнал эти колонки по названию. Выберите свойство для каждой или «Не загружать»:
          файл проверится заново, а выбор запомнится для файлов с такой же шапкой.
        </Note>
      </Stack>
      <Rows>
        {columns.map((column, i) => (
          <li key={column.index}>
            <Breakable id={`import-column-${column.index}`}>{column.name}</Breakable>
            <NativeSelect
              aria-labelledby={`import-column-${column.index}`}
              value={chosen[i] === null ? SKIP : String(chosen[i])}
              disabled={sending}
              onChange={(event) => {
                const value = event.target.value;
                setChosen((all) =>
                  all.map((v, j) => (j === i ? (value ? Number(value) : null) : v)),
                );
              }}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
            <Status>{statusText(column, nameOf)}</Status>
          </li>
        ))}
      </Rows>
      <div>
        <Button
          variant="secondary"
          loading={sending}
          onClick={() =>
            onConfirm(columns.map((c, i) => ({ index: c.index, propertyId: chosen[i] ?? null })))
          }
        >
          Подтвердить сопоставление
        </Button>
      </div>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Stack>
  );
}
