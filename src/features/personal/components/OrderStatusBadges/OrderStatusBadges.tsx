import styled from 'styled-components';
import { Badge, type BadgeTone } from '@ui/Badge';
import {
  ORDER_STATUS_TITLES,
  PAYMENT_STATE_TITLES,
  type OrderStatus,
  type PaymentState,
} from '@shared';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
`;

// The payment's colour says whether the shopper has something to do: red when it failed,
// sunflower while it waits, mint once paid.
const PAYMENT_TONES: Record<PaymentState, BadgeTone> = {
  on_receipt: 'neutral',
  pending: 'gift',
  paid: 'new',
  failed: 'sale',
  refunded: 'neutral',
};

export interface OrderStatusBadgesProps {
  status: OrderStatus;
  paymentState: PaymentState;
}

/** An order's status and payment state as two pills ('Принят', 'Ожидает оплаты'). */
export function OrderStatusBadges({ status, paymentState }: OrderStatusBadgesProps) {
  return (
    <Row>
      <Badge>{ORDER_STATUS_TITLES[status]}</Badge>
      {/* A cancelled order's payment is no longer news, unless money was taken. */}
      {(status !== 'cancelled' || paymentState === 'paid') && (
        <Badge tone={PAYMENT_TONES[paymentState]}>{PAYMENT_STATE_TITLES[paymentState]}</Badge>
      )}
    </Row>
  );
}
