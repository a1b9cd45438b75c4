import styled from 'styled-components';
import {
  ORDER_STATUS_TITLES,
  PAYMENT_STATE_TITLES,
  type OrderStatus,
  type PaymentState,
} from '@shared';

// Colour only repeats what the words say: a failed payment or a cancelled order stands out in a
// long list, a paid or received one reads as settled.
const Text = styled.span`
  &[data-tone='good'] {
    color: var(--color-success);
  }
  &[data-tone='bad'] {
    color: var(--color-error);
  }
  &[data-tone='muted'] {
    color: var(--color-text-muted);
  }
`;

const STATUS_TONES: Partial<Record<OrderStatus, string>> = { done: 'good', cancelled: 'muted' };
const PAYMENT_TONES: Partial<Record<PaymentState, string>> = { paid: 'good', failed: 'bad' };

/** An order's status in words ('Собирается'). */
export function OrderStatusText({ status }: { status: OrderStatus }) {
  return <Text data-tone={STATUS_TONES[status]}>{ORDER_STATUS_TITLES[status]}</Text>;
}

/** An order's payment state in words ('Оплата не прошла'). */
export function PaymentStateText({ state }: { state: PaymentState }) {
  return <Text data-tone={PAYMENT_TONES[state]}>{PAYMENT_STATE_TITLES[state]}</Text>;
}
