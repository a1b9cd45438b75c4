import styled from 'styled-components';
import type { OrderDetail } from '@features/api';
import { formatPrice } from '@ui/format';
import { REFUND_STATUS_TITLES, refundTiming, type PaymentMethod, type RefundStatus } from '@shared';

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
const refundNote = (status: RefundStatus, paidWith: PaymentMethod) =>
  ({
    pending: 'Мы передали возврат в платёжный сервис и ждём подтверждения.',
    succeeded: refundTiming(paidWith),
    canceled:
      'Платёжный сервис не провёл возврат. Мы уже разбираемся и свяжемся с вами, деньги не пропадут.',
  })[status];

export interface OrderRefundsProps {
  refunds: OrderDetail['refunds'];
  /** How the order was paid: an СБП refund goes back another way than a card's. */
  paidWith: PaymentMethod;
}

/** The order's refunds, each with its amount, its state and what it means for the money. */
export function OrderRefunds({ refunds, paidWith }: OrderRefundsProps) {
  return (
    <List aria-label="Возвраты денег">
      {refunds.map((refund) => (
        <li key={refund.id}>
          <Amount data-status={refund.status}>
            Возврат {formatPrice(refund.amount)} — {REFUND_STATUS_TITLES[refund.status]}
          </Amount>
          <Note>{refundNote(refund.status, paidWith)}</Note>
        </li>
      ))}
    </List>
  );
}
