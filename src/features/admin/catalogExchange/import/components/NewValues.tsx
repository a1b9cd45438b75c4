import type { CatalogImportNewValue } from '@features/api';
import { NativeSelect } from '@ui/Select';
import { Table, type TableColumn } from '@ui/Table';
import { ErrorText } from '@features/staffTools';
import { counted, ROWS } from '../importJobText';
import { Note, Stack } from './importStyles';

interface NewValueChoice {
  propertyId: number;
  value: string;
  /** null: created as a new value. */
  valueId: number | null;
}

export interface NewValuesProps {
  values: readonly CatalogImportNewValue[];
  onChoose: (choice: NewValueChoice) => void;
  sending: boolean;
  error: string | null;
}

/** The select's value for «Создать новое значение». */
const NEW = '';

/**
 * Issue 25 point 2: the filter values a write would create, per property with the rows that have
 * them. Staff map one to an existing value ('Пейзажи' → 'Пейзаж') or leave it new; the write
 * follows the choice, which is saved at once.
 */
export function NewValues({ values, onChoose, sending, error }: NewValuesProps) {
  if (values.length === 0)
    return <Note role="status">Новых значений фильтров запись не создаст.</Note>;
  const columns: TableColumn<CatalogImportNewValue>[] = [
    { key: 'property', header: 'Свойство', render: (v) => v.propertyName, width: '25%' },
    { key: 'value', header: 'Значение в файле', render: (v) => v.value, width: '25%' },
    {
      key: 'rows',
      header: 'Строк',
      render: (v) => counted(v.rows, ROWS),
      align: 'end',
      width: '96px',
    },
    {
      key: 'choice',
      header: 'Записать как',
      render: (v) => (
        <NativeSelect
          aria-label={`«${v.value}» (${v.propertyName}) записать как`}
          value={v.valueId === null ? NEW : String(v.valueId)}
          disabled={sending}
          onChange={(event) =>
            onChoose({
              propertyId: v.propertyId,
              value: v.value,
              valueId: event.target.value ? Number(event.target.value) : null,
            })
          }
        >
          <option value={NEW}>Новое значение</option>
          {v.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.value}
            </option>
          ))}
        </NativeSelect>
      ),
    },
  ];
  return (
    <Stack>
      <Table
        caption="Новые значения фильтров"
        columns={columns}
        rows={[...values]}
        rowKey={(v) => `${v.propertyId}:${v.value}`}
        maxHeight="420px"
      />
      <Note>
        Запись создаст эти значения в фильтрах разделов. Если значение уже есть под другим
        написанием, выберите его — тогда новое не появится.
      </Note>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Stack>
  );
}
