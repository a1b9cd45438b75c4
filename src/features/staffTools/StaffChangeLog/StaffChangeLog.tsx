import { useState } from 'react';
import styled from 'styled-components';
import type { StaffChange } from '@features/api';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { plural } from '@ui/format';
import { Muted } from '../staffStyles';
import { revertPlan } from './revertPlan';

// Staff read times in the shop's own zone, whatever the browser's zone (and stories look the
// same on every machine).
const timeFormat = new Intl.DateTimeFormat('ru', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});
const TIMES = ['раз', 'раза', 'раз'] as const;
const timeOf = (change: StaffChange) => timeFormat.format(new Date(change.at));

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** With «Вернуть» the button takes a column of its own beside the entry. */
const Entry = styled.li<{ $revertable: boolean }>`
  display: grid;
  grid-template-columns: ${({ $revertable }) => ($revertable ? '1fr auto' : '1fr')};
  align-items: start;
  gap: 4px 12px;
  padding-bottom: 12px;
  border-bottom: 1px solid var(--color-border);
`;

const Who = styled.p`
  grid-column: 1;
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

const What = styled.ul`
  grid-column: 1;
  margin: 0;
  padding-left: 20px;
  overflow-wrap: anywhere;
`;

const Revert = styled.div`
  grid-column: 2;
  grid-row: 1 / span 2;
`;

const Plan = styled.div`
  display: grid;
  gap: 8px;
  & p,
  & ul {
    margin: 0;
  }
  & ul {
    padding-left: 20px;
    overflow-wrap: anywhere;
  }
`;

export interface StaffChangeLogProps {
  changes: readonly StaffChange[];
  /**
   * The change in words, one line per thing it changed (with its subject, for a tool whose values
   * do not name it: a certificate's block).
   */
  describe: (change: Pick<StaffChange, 'before' | 'after' | 'subject'>) => string[];
  /** Said when nothing was changed yet. */
  emptyText: string;
  /** Issue 25 point 6: each entry offers «Вернуть»; called once staff confirm. */
  onRevert?: (change: StaffChange) => void;
  /** A revert is on its way: the buttons wait for it. */
  reverting?: boolean;
}

/**
 * Issue 12 point 6: a subject's recent saves, newest first: who, when and what changed. Issue 25
 * point 6: with `onRevert`, each save can be undone after a question that says what will change,
 * and what later saves it overwrites.
 */
export function StaffChangeLog({
  changes,
  describe,
  emptyText,
  onRevert,
  reverting = false,
}: StaffChangeLogProps) {
  const [asked, setAsked] = useState<StaffChange | null>(null);
  if (changes.length === 0) return <Muted>{emptyText}</Muted>;
  const plan = asked && revertPlan(changes, asked, describe);
  return (
    <>
      <List>
        {changes.map((change) => (
          <Entry key={change.id} $revertable={onRevert !== undefined}>
            <Who>
              <time dateTime={change.at}>{timeOf(change)}</time>, {change.userName}
            </Who>
            <What>
              {change.revertOf != null && <li>{revertedText(changes, change.revertOf)}</li>}
              {describe(change).map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </What>
            {onRevert && (
              <Revert>
                <Button
                  variant="secondary"
                  size="s"
                  disabled={reverting}
                  aria-label={`Вернуть как было до правки от ${timeOf(change)}`}
                  onClick={() => setAsked(change)}
                >
                  Вернуть
                </Button>
              </Revert>
            )}
          </Entry>
        ))}
      </List>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? `Вернуть как было до правки от ${timeOf(asked)}?` : ''}
        confirmLabel="Вернуть"
        text={
          plan && (
            <Plan>
              {plan.laterChanges > 0 && (
                <p>
                  После этой правки изменения вносили ещё {plan.laterChanges}{' '}
                  {plural(plan.laterChanges, TIMES)}: возврат перезапишет и их.
                </p>
              )}
              <p>Возврат изменит:</p>
              <ul>
                {plan.lines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </Plan>
          )
        }
        onConfirm={() => {
          if (asked) onRevert?.(asked);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}

function revertedText(changes: readonly StaffChange[], revertOf: number): string {
  const reverted = changes.find((change) => change.id === revertOf);
  return reverted
    ? `Возврат: как было до правки от ${timeOf(reverted)}`
    : 'Возврат более ранней правки';
}
