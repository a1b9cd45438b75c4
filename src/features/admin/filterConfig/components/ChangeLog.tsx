import styled from 'styled-components';
import type { StaffChange } from '@features/api';
import { describeChange } from '../changeSummary';

// Staff read times in the shop's own zone, whatever the browser's zone (and stories look the
// same on every machine).
const timeFormat = new Intl.DateTimeFormat('ru', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: 4px;
  padding-bottom: 12px;
  border-bottom: 1px solid var(--color-border);
`;

const Who = styled.p`
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

const What = styled.ul`
  margin: 0;
  padding-left: 20px;
`;

const Empty = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

export interface ChangeLogProps {
  changes: readonly StaffChange[];
  propertyName: (code: string) => string;
  sectionName: (id: number) => string;
}

/** Issue 12 point 6: the section's recent saves, newest first: who, when and what changed. */
export function ChangeLog({ changes, propertyName, sectionName }: ChangeLogProps) {
  if (changes.length === 0) return <Empty>Настройки раздела ещё не меняли.</Empty>;
  return (
    <List>
      {changes.map((change) => (
        <Entry key={change.id}>
          <Who>
            <time dateTime={change.at}>{timeFormat.format(new Date(change.at))}</time>,{' '}
            {change.userName}
          </Who>
          <What>
            {describeChange(change, propertyName, sectionName).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </What>
        </Entry>
      ))}
    </List>
  );
}
