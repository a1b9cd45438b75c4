import styled from 'styled-components';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { Select } from '@ui/Select';
import { Textarea } from '@ui/Textarea';
import { DELETED_SECTION, sectionLabel, type RuleDraft } from '../columnDrafts';
import { Actions, FieldGrid } from './csvColumnsStyles';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 12px 16px 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  legend {
    padding: 0 4px;
    font-weight: 600;
  }
`;

export interface RuleEditorProps {
  rule: RuleDraft;
  /** 1-based, for the legend and the buttons' names. */
  number: number;
  /** Every section's path by its id, in tree order (issue 25 point 8). */
  labels: ReadonlyMap<number, string>;
  onChange: (patch: Partial<RuleDraft>) => void;
  /** Asks first ('Удалить?', R-COL-3). */
  onAskDelete: () => void;
}

/** One FILTER_DATA rule: its section, the other sections it covers, the values and the rules. */
export function RuleEditor({ rule, number, labels, onChange, onAskDelete }: RuleEditorProps) {
  const deleted = rule.SECTION_ID !== 0 && !labels.has(rule.SECTION_ID);
  const options = [...labels].map(([id, path]) => ({ value: String(id), label: path }));
  // The select must still show a section that is gone, under the spec's label (R-COL-2).
  if (deleted) options.unshift({ value: String(rule.SECTION_ID), label: DELETED_SECTION });
  const others = rule.sectionIds
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id !== rule.SECTION_ID);
  return (
    <Fieldset>
      <legend>
        Правило {number} {deleted && <Badge tone="sale">{DELETED_SECTION}</Badge>}
      </legend>
      <FieldGrid>
        <Select
          label="Раздел"
          placeholder="Выберите раздел"
          options={options}
          value={rule.SECTION_ID ? String(rule.SECTION_ID) : ''}
          onChange={(event) => onChange({ SECTION_ID: Number(event.target.value) })}
        />
        <Input
          label="Другие разделы (ID через запятую)"
          value={rule.sectionIds}
          onChange={(event) => onChange({ sectionIds: event.target.value })}
          hint={others.length ? others.map((id) => sectionLabel(labels, id)).join('; ') : undefined}
        />
        <Input
          label="Значения фильтра"
          hint="Через запятую, например 40x50, 30x40"
          value={rule.variants}
          onChange={(event) => onChange({ variants: event.target.value })}
        />
        <Textarea
          label="Правила приведения"
          hint="По одному в строке: numeric, lowercase или «было => стало»"
          rows={3}
          value={rule.rules}
          onChange={(event) => onChange({ rules: event.target.value })}
        />
      </FieldGrid>
      <Actions>
        <Button
          variant="ghost"
          size="s"
          iconStart="trash"
          aria-label={`Удалить правило ${number}`}
          onClick={onAskDelete}
        >
          Удалить правило
        </Button>
      </Actions>
    </Fieldset>
  );
}
