import styled from 'styled-components';
import type { AdminOrderDetail } from '@features/api';
import { formatPrice } from '@ui/format';
import { REFUND_STATUS_TITLES } from '@shared';
import { Muted } from '@features/staffTools';
import { formatOrderTime } from '../orderTexts';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
  }
  time,
  small {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  [data-tone='bad'] {
    color: var(--color-error);
  }
  [data-tone='good'] {
    color: var(--color-success);
  }
`;

type StaffPayment = AdminOrderDetail['payments'][number];

const PROVIDERS: Record<StaffPayment['provider'], string> = {
  yookassa: 'ЮKassa',
  test: 'тестовый провайдер',
};

/** A payment's state in words; a mismatch says what was taken and what was asked for. */
function paymentText(payment: StaffPayment): { text: string; tone?: 'good' | 'bad' } {
  switch (payment.status) {
    case 'succeeded':
      return { text: 'оплачен', tone: 'good' };
    case 'pending':
      return { text: 'ждёт покупателя' };
    case 'canceled':
      return { text: 'не прошёл' };
    case 'amount_mismatch':
      return {
        text: `сумма не совпала: провайдер списал ${formatPrice(payment.receivedAmount ?? 0)} вместо ${formatPrice(payment.amount)}. Заказ не отмечен оплаченным — проверьте платёж у провайдера и верните деньги или свяжитесь с покупателем`,
        tone: 'bad',
      };
  }
}

export interface OrderPaymentsProps {
  order: Pick<AdminOrderDetail, 'payments' | 'refunds'>;
}

/**
 * Issue 26 point 2: the order's payments at the provider and its refunds with their states; a
 * refund the provider refused shows its reason.
 */
export function OrderPayments({ order }: OrderPaymentsProps) {
  if (order.payments.length === 0) return <Muted>Онлайн-платежей по заказу не было.</Muted>;
  return (
    <>
      <List aria-label="Платежи">
        {order.payments.map((payment) => {
          const { text, tone } = paymentText(payment);
          return (
            <li key={payment.id}>
              <span>
                Платёж {formatPrice(payment.amount)} ({PROVIDERS[payment.provider]}):{' '}
                <span data-tone={tone}>{text}</span>
              </span>
              <time dateTime={payment.createdAt}>{formatOrderTime(payment.createdAt)}</time>
            </li>
          );
        })}
      </List>
      {order.refunds.length > 0 && (
        <List aria-label="Возвраты">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              <span>
                Возврат {formatPrice(refund.amount)}:{' '}
                <span
                  data-tone={
                    refund.status === 'canceled'
                      ? 'bad'
                      : refund.status === 'succeeded'
                        ? 'good'
                        : undefined
                  }
                >
                  {REFUND_STATUS_TITLES[refund.status]}
                </span>
              </span>
              {refund.reason && <small>Причина: {refund.reason}</small>}
              <time dateTime={refund.createdAt}>{formatOrderTime(refund.createdAt)}</time>
            </li>
          ))}
        </List>
      )}
    </>
  );
}
