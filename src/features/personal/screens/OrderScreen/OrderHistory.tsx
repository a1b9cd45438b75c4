import styled from 'styled-components';
import type { OrderHistoryEntry } from '@features/api';
import { ORDER_STATUS_TITLES, PAYMENT_STATE_TITLES } from '@shared';
import { formatDateTime } from '../../personalDates';

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0 0 0 16px;
  border-left: 2px solid var(--color-border);
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: 2px;
`;

const When = styled.time`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const What = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  & > strong {
    font-weight: 700;
  }
`;

export interface OrderHistoryProps {
  /** The changes, oldest first, as the server keeps them. */
  history: readonly OrderHistoryEntry[];
}

/** How the order went: each status and payment change with its time and note. */
export function OrderHistory({ history }: OrderHistoryProps) {
  return (
    <List aria-label="История заказа">
      {history.map((entry, index) => (
        <Entry key={`${entry.createdAt}-${index}`}>
          <When dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</When>
          <What>
            <strong>{ORDER_STATUS_TITLES[entry.status]}</strong> ·{' '}
            {PAYMENT_STATE_TITLES[entry.paymentState]}
            {entry.note && ` — ${entry.note}`}
          </What>
        </Entry>
      ))}
    </List>
  );
}
