import { useState } from 'react';
import styled from 'styled-components';
import type { FilterSection } from '@features/api';
import { Button } from '@ui/Button';
import { TreeSelect } from '@ui/TreeSelect';
import { sectionChoices } from '../sectionOptions';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px;
  & > :first-child {
    flex: 1 1 240px;
  }
`;

export interface SectionPickerProps {
  /** The select's label ('Скопировать настройки из раздела'). */
  label: string;
  /** The button's text ('Скопировать'). */
  action: string;
  sections: readonly FilterSection[];
  /** Sections that cannot be chosen here (the section itself). */
  except?: (section: FilterSection) => boolean;
  /** Called with the chosen section's id when the button is pressed. */
  onPick: (sectionId: number) => void;
  busy?: boolean;
}

/** A tree-like section select and its button: the index's Go, the detail's copy and bind. */
export function SectionPicker({
  label,
  action,
  sections,
  except,
  onPick,
  busy = false,
}: SectionPickerProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const { extra, tree } = sectionChoices(sections, except);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== null) onPick(chosen);
      }}
    >
      <TreeSelect
        label={label}
        items={tree}
        extraItems={extra}
        value={chosen}
        onChange={setChosen}
        placeholder="Выберите раздел"
        disabled={busy}
      />
      <Button type="submit" variant="secondary" disabled={chosen === null} loading={busy}>
        {action}
      </Button>
    </Form>
  );
}
