import styled from 'styled-components';
import type { StaffChange } from '@features/api';
import { Muted } from '../staffStyles';

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
  overflow-wrap: anywhere;
`;

export interface StaffChangeLogProps {
  changes: readonly StaffChange[];
  /** The change in words, one line per thing it changed. */
  describe: (change: StaffChange) => string[];
  /** Said when nothing was changed yet. */
  emptyText: string;
}

/** Issue 12 point 6: a subject's recent saves, newest first: who, when and what changed. */
export function StaffChangeLog({ changes, describe, emptyText }: StaffChangeLogProps) {
  if (changes.length === 0) return <Muted>{emptyText}</Muted>;
  return (
    <List>
      {changes.map((change) => (
        <Entry key={change.id}>
          <Who>
            <time dateTime={change.at}>{timeFormat.format(new Date(change.at))}</time>,{' '}
            {change.userName}
          </Who>
          <What>
            {describe(change).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </What>
        </Entry>
      ))}
    </List>
  );
}
