import styled from 'styled-components';
import { Button } from '@ui/Button';
import { controlStyles } from '@ui/Input';
import type { SaveState } from '../latestSave';

const Scroller = styled.div`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

// A table on wide screens; below 720px each row is a card of stacked cells, so nothing scrolls
// sideways on a phone (issue 13: mobile width).
const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);
  th {
    padding: 8px 12px;
    border-bottom: 1px solid var(--color-border-strong);
    background: var(--color-surface-muted);
    color: var(--color-text-muted);
    font-weight: 600;
    text-align: start;
  }
  td {
    padding: 6px 12px;
    border-bottom: 1px solid var(--color-border);
    vertical-align: top;
  }
  tr:last-child > td {
    border-bottom: 0;
  }
  @media (max-width: 719px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: grid;
      gap: 6px;
      padding: 12px;
      border-bottom: 1px solid var(--color-border);
    }
    tr:last-child {
      border-bottom: 0;
    }
    td {
      display: block;
      padding: 0;
      border: 0;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 2px;
      color: var(--color-text-muted);
      font-weight: 600;
    }
  }
`;

const CellInput = styled.input`
  ${controlStyles}
  min-height: 36px;
  padding: 6px 10px;
  font-size: var(--font-size-sm);
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 36px;
`;

const State = styled.span`
  color: var(--color-text-muted);
  &[data-kind='saved'] {
    color: var(--color-success);
  }
  &[data-kind='error'] {
    color: var(--color-error);
  }
`;

export interface TransitionRowView {
  id: number;
  /** The text as typed, which may be ahead of what is stored. */
  searchQuery: string;
  targetUrl: string;
  save: SaveState;
}

export interface TransitionTableProps {
  rows: readonly TransitionRowView[];
  /** R-DT-4: every key release of a row's field. */
  onEdit: (id: number, change: { searchQuery: string; targetUrl: string }) => void;
  /** Asks before deleting (the screen's dialog). */
  onAskDelete: (id: number) => void;
  refreshing?: boolean;
}

const STATE_TEXT = { idle: '', saving: 'Сохраняется…', saved: 'Сохранено' } as const;

/** R-DT-1: query → target page, edited in place, each row with its save state and delete. */
export function TransitionTable({ rows, onEdit, onAskDelete, refreshing }: TransitionTableProps) {
  return (
    <Scroller aria-busy={refreshing || undefined}>
      <Grid aria-label="Прямые переходы поиска">
        <thead>
          <tr>
            <th scope="col" style={{ width: '35%' }}>
              Запрос
            </th>
            <th scope="col">Страница для редиректа</th>
            <th scope="col" style={{ width: '200px' }}>
              Состояние
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const line = index + 1;
            const invalid = row.save.kind === 'error' || undefined;
            return (
              <tr key={row.id}>
                <td data-label="Запрос">
                  <CellInput
                    aria-label={`Запрос, строка ${line}`}
                    autoComplete="off"
                    value={row.searchQuery}
                    aria-invalid={invalid}
                    onChange={(event) =>
                      onEdit(row.id, { searchQuery: event.target.value, targetUrl: row.targetUrl })
                    }
                  />
                </td>
                <td data-label="Страница для редиректа">
                  <CellInput
                    aria-label={`Страница для редиректа, строка ${line}`}
                    autoComplete="off"
                    value={row.targetUrl}
                    aria-invalid={invalid}
                    onChange={(event) =>
                      onEdit(row.id, {
                        searchQuery: row.searchQuery,
                        targetUrl: event.target.value,
                      })
                    }
                  />
                </td>
                <td>
                  <Actions>
                    {row.save.kind === 'error' ? (
                      <State role="alert" data-kind="error">
                        {row.save.message}
                      </State>
                    ) : (
                      <State role="status" data-kind={row.save.kind}>
                        {STATE_TEXT[row.save.kind]}
                      </State>
                    )}
                    <Button
                      variant="ghost"
                      size="s"
                      iconStart="trash"
                      aria-label={`Удалить запрос «${row.searchQuery}»`}
                      onClick={() => onAskDelete(row.id)}
                    />
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Grid>
    </Scroller>
  );
}
