import styled from 'styled-components';
import type { OrderDetail } from '@features/api';
import { formatPrice } from '@ui/format';
import { REFUND_STATUS_TITLES, REFUND_TIMING, type RefundStatus } from '@shared';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Amount = styled.p`
  margin: 0;
  &[data-status='succeeded'] {
    color: var(--color-success);
  }
  &[data-status='canceled'] {
    color: var(--color-error);
  }
`;

const Note = styled.p`
  margin: 2px 0 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

/** What each state means for the shopper's money (issue 26 point 2). */
const REFUND_NOTES: Record<RefundStatus, string> = {
  pending: 'Мы передали возврат в платёжный сервис и ждём подтверждения.',
  succeeded: REFUND_TIMING,
  canceled:
    'Платёжный сервис не провёл возврат. Мы уже разбираемся и свяжемся с вами, деньги не пропадут.',
};

export interface OrderRefundsProps {
  refunds: OrderDetail['refunds'];
}

/** The order's refunds, each with its amount, its state and what it means for the money. */
export function OrderRefunds({ refunds }: OrderRefundsProps) {
  return (
    <List aria-label="Возвраты денег">
      {refunds.map((refund) => (
        <li key={refund.id}>
          <Amount data-status={refund.status}>
            Возврат {formatPrice(refund.amount)} — {REFUND_STATUS_TITLES[refund.status]}
          </Amount>
          <Note>{REFUND_NOTES[refund.status]}</Note>
        </li>
      ))}
    </List>
  );
}
