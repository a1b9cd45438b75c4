import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Icon, type IconName } from '@ui/Icon';
import type { OrderDetail } from '@features/api';
import { PAYMENT_STATE_TITLES, type PaymentState } from '@shared';
import { CONFIRMATION_TEXTS } from '../checkoutTexts';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 16px;
  border-radius: var(--radius-card);
  background: var(--color-info-tint);
  color: var(--color-info);
  &[data-tone='success'] {
    background: var(--color-success-tint);
    color: var(--color-success);
  }
  &[data-tone='warning'] {
    background: var(--color-warning-tint);
    color: var(--color-warning);
  }
  &[data-tone='error'] {
    background: var(--color-error-tint);
    color: var(--color-error);
  }
`;

const State = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: 700;
`;

const PayError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;

type Tone = 'success' | 'warning' | 'error' | 'info';

const PAYMENT_LOOKS: Record<PaymentState, { tone: Tone; icon: IconName }> = {
  paid: { tone: 'success', icon: 'check' },
  pending: { tone: 'warning', icon: 'info' },
  failed: { tone: 'error', icon: 'info' },
  on_receipt: { tone: 'info', icon: 'check' },
  refunded: { tone: 'info', icon: 'check' },
};

/** The order's payment as one sentence, its colour and icon; a cancelled order says so instead. */
function paymentLook(order: OrderDetail): { text: string; tone: Tone; icon: IconName } {
  if (order.status === 'cancelled')
    return { text: CONFIRMATION_TEXTS.cancelled, tone: 'error', icon: 'close' };
  const text =
    order.paymentState === 'paid'
      ? CONFIRMATION_TEXTS.paid
      : PAYMENT_STATE_TITLES[order.paymentState];
  return { text, ...PAYMENT_LOOKS[order.paymentState] };
}

export interface PaymentStatusProps {
  order: OrderDetail;
  /** Going to the payment page. */
  paying?: boolean;
  /** Why the last 'Оплатить' failed. */
  payError?: string | null;
  onPay: () => void;
}

/** 'Заказ оплачен', 'Ожидает оплаты' with 'Оплатить', 'Оплата не прошла' with 'Оплатить снова'. */
export function PaymentStatus({ order, paying = false, payError, onPay }: PaymentStatusProps) {
  const { text, tone, icon } = paymentLook(order);
  return (
    <Root data-tone={tone} role="status">
      <State>
        <Icon name={icon} size={24} />
        {text}
      </State>
      {order.canPay && (
        <Button loading={paying} onClick={onPay}>
          {order.paymentState === 'failed' ? CONFIRMATION_TEXTS.payAgain : CONFIRMATION_TEXTS.pay}
        </Button>
      )}
      {payError && <PayError role="alert">{payError}</PayError>}
    </Root>
  );
}
