import styled from 'styled-components';
import type { OrderDetail } from '@features/api';
import { formatPhone, PAYMENT_METHOD_TITLES, PAYMENT_STATE_TITLES } from '@shared';
import { CONFIRMATION_TEXTS } from '../../checkout/checkoutTexts';
import { formatDateRange } from '../../checkout/deliveryDates';
import { OrderRefunds } from './OrderRefunds';

const Facts = styled.div`
  display: grid;
  gap: 16px;
`;

const Heading = styled.h3`
  margin: 0 0 4px;
  font-size: var(--font-size-md);
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
  & + & {
    margin-top: 2px;
  }
  &[data-muted] {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
`;

export interface OrderFactsProps {
  order: Pick<
    OrderDetail,
    'status' | 'delivery' | 'payment' | 'paymentState' | 'contact' | 'comment' | 'refunds'
  >;
}

/**
 * Where and how the order goes (a pickup point's name and hours too), how it is paid, to whom,
 * and the shopper's comment.
 */
export function OrderFacts({ order }: OrderFactsProps) {
  const { delivery, contact } = order;
  // Expected dates matter until the parcel is received or the order is cancelled.
  const awaited = order.status !== 'done' && order.status !== 'cancelled';
  return (
    <Facts>
      <div>
        <Heading>Доставка</Heading>
        <Text>{delivery.title}</Text>
        {delivery.pickupPoint && <Text>{delivery.pickupPoint.title}</Text>}
        {delivery.kind !== 'email' && (
          <Text>
            {delivery.city}
            {delivery.address && `, ${delivery.address}`}
          </Text>
        )}
        {delivery.pickupPoint && (
          <Text data-muted>{CONFIRMATION_TEXTS.pickupHours(delivery.pickupPoint.hours)}</Text>
        )}
        {awaited && (
          <Text data-muted>
            Ожидаемая дата: {formatDateRange(delivery.dateFrom, delivery.dateTo)}
          </Text>
        )}
      </div>
      <div>
        <Heading>Оплата</Heading>
        <Text>{PAYMENT_METHOD_TITLES[order.payment]}</Text>
        <Text data-muted>{PAYMENT_STATE_TITLES[order.paymentState]}</Text>
      </div>
      {order.refunds.length > 0 && (
        <div>
          <Heading>Возврат денег</Heading>
          <OrderRefunds refunds={order.refunds} paidWith={order.payment} />
        </div>
      )}
      <div>
        <Heading>Получатель</Heading>
        <Text>{contact.name}</Text>
        <Text>{formatPhone(contact.phone)}</Text>
        <Text>{contact.email}</Text>
      </div>
      {order.comment && (
        <div>
          <Heading>Комментарий</Heading>
          <Text>{order.comment}</Text>
        </div>
      )}
    </Facts>
  );
}
