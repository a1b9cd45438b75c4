import styled from 'styled-components';
import type { FilterSeoReplace } from '@features/api';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';

const Fields = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 700;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: 8px;
  align-items: end;
`;

export interface ReplacesEditorProps {
  /** The property, for the fields' accessible names. */
  name: string;
  replaces: readonly FilterSeoReplace[];
  onChange: (replaces: FilterSeoReplace[]) => void;
}

/** UF_REPLACES (R-SEO-5): the value DISPLAY_NAME is inserted into the texts as REPLACE. */
export function ReplacesEditor({ name, replaces, onChange }: ReplacesEditorProps) {
  const change = (index: number, replace: FilterSeoReplace) =>
    onChange(replaces.map((old, at) => (at === index ? replace : old)));
  return (
    <Fields>
      <legend>Замены значений</legend>
      {replaces.length > 0 && (
        <List>
          {replaces.map((replace, index) => (
            <Row key={index}>
              <Input
                label="Значение"
                value={replace.DISPLAY_NAME}
                onChange={(event) =>
                  change(index, { ...replace, DISPLAY_NAME: event.target.value })
                }
              />
              <Input
                label="Вставлять как"
                value={replace.REPLACE}
                onChange={(event) => change(index, { ...replace, REPLACE: event.target.value })}
              />
              <Button
                variant="ghost"
                iconStart="trash"
                aria-label={`Удалить замену «${replace.DISPLAY_NAME}» (${name})`}
                onClick={() => onChange(replaces.filter((_old, at) => at !== index))}
              />
            </Row>
          ))}
        </List>
      )}
      <div>
        <Button
          variant="secondary"
          size="s"
          iconStart="plus"
          onClick={() => onChange([...replaces, { DISPLAY_NAME: '', REPLACE: '' }])}
        >
          Добавить замену
        </Button>
      </div>
    </Fields>
  );
}
