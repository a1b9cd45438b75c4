import { useMemo, useState } from 'react';
import type { CsvSection } from '@features/api';
import { ErrorText, Heading, Muted, sectionPathsById } from '@features/staffTools';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { DELETE_COLUMN_QUESTION, DELETE_RULE_QUESTION } from '../columnDrafts';
import { ColumnEditor, columnTitle } from '../components/ColumnEditor';
import { Actions, Stack } from '../components/csvColumnsStyles';
import type { ColumnDrafts } from '../useColumnDrafts';

export interface CsvColumnsViewProps {
  /** The catalogue's sections; null while loading. */
  sections: readonly CsvSection[] | null;
  /** The columns as edited, and what changes them; columns null while loading. */
  editor: Omit<ColumnDrafts, 'columns'> & { columns: ColumnDrafts['columns'] | null };
  loadError?: string | null;
  onRetry?: () => void;
  refreshing?: boolean;
  onSave: () => void;
  saving?: boolean;
  /** The server's text when the save was refused. */
  saveError?: string | null;
  /** The last save went through and nothing was changed since. */
  saved?: boolean;
}

type Asked = { column: string } | { column: string; rule: string } | null;

/**
 * `/admin/csv-columns/` (spec §2, R-COL-1…3): the columns the catalogue CSV exchange describes,
 * each with its fields and FILTER_DATA rules, saved together in one form post.
 */
export function CsvColumnsView({
  sections,
  editor,
  loadError = null,
  onRetry,
  refreshing = false,
  onSave,
  saving = false,
  saveError = null,
  saved = false,
}: CsvColumnsViewProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [asked, setAsked] = useState<Asked>(null);
  // Issue 25 point 8: sections named by their paths, in tree order.
  const labels = useMemo(
    () =>
      sectionPathsById(
        sections?.map((s) => ({ id: s.ID, name: s.NAME, parentId: s.PARENT_ID })) ?? [],
      ),
    [sections],
  );
  const { columns } = editor;
  const askedColumn = asked && columns?.find((c) => c.key === asked.column);
  const toggle = (key: string, isOpen: boolean) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });

  let body;
  if (columns === null || sections === null)
    body = loadError ? (
      <ErrorState
        title="Не удалось загрузить колонки"
        text={loadError}
        onRetry={onRetry}
        retrying={refreshing}
      />
    ) : (
      <Spinner size="l" label="Загружаем колонки" />
    );
  else
    body = (
      <Stack>
        {columns.length === 0 ? (
          <EmptyState
            title="Колонок пока нет"
            text="Добавьте первую: её код в CSV-файле, название и описание для сотрудников."
          />
        ) : (
          columns.map((column) => (
            <ColumnEditor
              key={column.key}
              column={column}
              labels={labels}
              open={open.has(column.key)}
              onOpenChange={(isOpen) => toggle(column.key, isOpen)}
              onChange={(patch) => editor.change(column.key, patch)}
              onAskDelete={() => setAsked({ column: column.key })}
              onAddRule={() => editor.addRule(column.key)}
              onChangeRule={(ruleKey, patch) => editor.changeRule(column.key, ruleKey, patch)}
              onAskDeleteRule={(rule) => setAsked({ column: column.key, rule })}
            />
          ))
        )}
        <Actions>
          <Button variant="secondary" iconStart="plus" onClick={() => toggle(editor.add(), true)}>
            Добавить колонку
          </Button>
          <Button onClick={onSave} loading={saving} disabled={!editor.dirty}>
            Сохранить
          </Button>
          {editor.dirty && (
            <Button variant="ghost" onClick={editor.reset}>
              Отменить изменения
            </Button>
          )}
          <span role="status">
            {editor.dirty ? 'Есть несохранённые изменения' : saved ? 'Сохранено' : ''}
          </span>
        </Actions>
        {saveError && <ErrorText role="alert">{saveError}</ErrorText>}
      </Stack>
    );

  return (
    <section aria-labelledby="csv-columns-title">
      <Heading id="csv-columns-title">Описания колонок CSV</Heading>
      <Muted>
        Эти описания CSV-обмен каталога показывает как подсказку к колонкам файла, а правила
        приводят загружаемые значения к значениям фильтра для своих разделов (например, «40 x 50 см»
        → 40x50).
      </Muted>
      {body}
      <ConfirmDialog
        open={asked !== null}
        title={asked && 'rule' in asked ? DELETE_RULE_QUESTION : DELETE_COLUMN_QUESTION}
        text={askedColumn ? columnTitle(askedColumn) : undefined}
        confirmLabel="Удалить"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked && 'rule' in asked) editor.removeRule(asked.column, asked.rule);
          else if (asked) editor.remove(asked.column);
          setAsked(null);
        }}
      />
    </section>
  );
}
