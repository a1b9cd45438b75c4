import styled from 'styled-components';
import type { OrderHistoryEntry } from '@features/api';
import { ORDER_STATUS_TITLES, PAYMENT_STATE_TITLES } from '@shared';
import { formatOrderTime } from '../orderTexts';

const List = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: 2px;
  padding-bottom: 8px;
  border-bottom: 1px solid var(--color-border);
  &:last-child {
    border-bottom: 0;
  }
`;

const When = styled.time`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const Note = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Staff = styled.span`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

/**
 * The order's status and payment changes, oldest first, as the shopper's cabinet has them, with
 * the staff member who changed the status (issue 25 point 6).
 */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  return (
    <List>
      {history.map((entry, index) => (
        <Entry key={index}>
          <When dateTime={entry.createdAt}>{formatOrderTime(entry.createdAt)}</When>
          <span>
            {ORDER_STATUS_TITLES[entry.status]} · {PAYMENT_STATE_TITLES[entry.paymentState]}
          </span>
          {entry.staffName && <Staff>Сотрудник: {entry.staffName}</Staff>}
          {entry.note && <Note>{entry.note}</Note>}
        </Entry>
      ))}
    </List>
  );
}
