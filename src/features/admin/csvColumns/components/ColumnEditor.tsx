import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Collapse } from '@ui/Collapse';
import { Input } from '@ui/Input';
import { Textarea } from '@ui/Textarea';
import type { ColumnDraft, RuleDraft } from '../columnDrafts';
import { Muted } from '@features/staffTools';
import { Actions, FieldGrid, Stack } from './csvColumnsStyles';
import { RuleEditor } from './RuleEditor';

// Codes are long unbroken words (PROPERTY_RAZMER_GOTOVOY_…): without a break anywhere the heading
// grows past a phone's width and pushes the delete button off the screen.
const Title = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export interface ColumnEditorProps {
  column: ColumnDraft;
  labels: ReadonlyMap<number, string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (patch: Partial<ColumnDraft>) => void;
  /** Asks first ('Удалить описание колонки?', R-COL-3). */
  onAskDelete: () => void;
  onAddRule: () => void;
  onChangeRule: (ruleKey: string, patch: Partial<RuleDraft>) => void;
  onAskDeleteRule: (ruleKey: string) => void;
}

/** The name a column goes by on the screen: its code, or a placeholder while it has none. */
export const columnTitle = (column: Pick<ColumnDraft, 'CODE'>) =>
  column.CODE.trim() || 'Новая колонка';

/**
 * One column of the CSV file (spec §3 "CSV column"): a heading with code and name that opens its
 * fields and FILTER_DATA rules. The fields are built only while open, so hundreds of columns stay
 * light.
 */
export function ColumnEditor({
  column,
  labels,
  open,
  onOpenChange,
  onChange,
  onAskDelete,
  onAddRule,
  onChangeRule,
  onAskDeleteRule,
}: ColumnEditorProps) {
  const title = columnTitle(column);
  return (
    <article aria-label={`Колонка ${title}`}>
      <Collapse
        title={
          <Title>
            {title}
            {column.NAME && ` — ${column.NAME}`}
            {column.changed && ' (не сохранена)'}
          </Title>
        }
        open={open}
        onOpenChange={onOpenChange}
        actions={
          <Button
            variant="ghost"
            size="s"
            iconStart="trash"
            aria-label={`Удалить колонку ${title}`}
            onClick={onAskDelete}
          >
            Удалить
          </Button>
        }
      >
        {open && (
          <Stack>
            <FieldGrid>
              <Input
                label="Код"
                hint="Заглавные латинские буквы, цифры и _"
                value={column.CODE}
                onChange={(event) => onChange({ CODE: event.target.value.toUpperCase() })}
              />
              <Input
                label="Сортировка"
                type="number"
                inputMode="numeric"
                min={0}
                value={column.SORT}
                onChange={(event) => onChange({ SORT: event.target.value })}
              />
              <Input
                label="Название"
                value={column.NAME}
                onChange={(event) => onChange({ NAME: event.target.value })}
              />
              <Input
                label="Примеры"
                value={column.EXAMPLES}
                onChange={(event) => onChange({ EXAMPLES: event.target.value })}
              />
            </FieldGrid>
            <Textarea
              label="Описание"
              rows={2}
              value={column.DESCRIPTION}
              onChange={(event) => onChange({ DESCRIPTION: event.target.value })}
            />
            <Checkbox
              label="Участвует в фильтре"
              checked={column.IN_FILTER}
              onChange={(event) => onChange({ IN_FILTER: event.target.checked })}
            />
            {column.FILTER_DATA.length === 0 ? (
              <Muted>Правил нет: значения колонки загружаются как есть.</Muted>
            ) : (
              column.FILTER_DATA.map((rule, i) => (
                <RuleEditor
                  key={rule.key}
                  rule={rule}
                  number={i + 1}
                  labels={labels}
                  onChange={(patch) => onChangeRule(rule.key, patch)}
                  onAskDelete={() => onAskDeleteRule(rule.key)}
                />
              ))
            )}
            <Actions>
              <Button variant="secondary" size="s" iconStart="plus" onClick={onAddRule}>
                Добавить правило
              </Button>
            </Actions>
          </Stack>
        )}
      </Collapse>
    </article>
  );
}
