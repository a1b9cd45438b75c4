import styled from 'styled-components';
import type { OrderDetail } from '@features/api';
import { PAYMENT_METHOD_TITLES } from '@shared';
import { OrderTotals } from '../../components/OrderTotals';
import { CONFIRMATION_TEXTS } from '../checkoutTexts';
import { formatDateRange } from '../deliveryDates';

const Facts = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;
  & dt {
    margin-top: 12px;
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  & dt:first-child {
    margin-top: 0;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Where and when the order comes (a pickup point's name and hours too), how it is paid, and its sums. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { delivery } = order;
  return (
    <>
      <Facts>
        <dt>{CONFIRMATION_TEXTS.delivery}</dt>
        <dd>{delivery.title}</dd>
        {delivery.pickupPoint && <dd>{delivery.pickupPoint.title}</dd>}
        {/* An electronic certificate goes to the mail: no city, no address. */}
        {delivery.kind !== 'email' && (
          <dd>
            {delivery.city}, {delivery.address}
          </dd>
        )}
        {delivery.pickupPoint && (
          <dd>{CONFIRMATION_TEXTS.pickupHours(delivery.pickupPoint.hours)}</dd>
        )}
        <dd>{formatDateRange(delivery.dateFrom, delivery.dateTo)}</dd>
        <dt>{CONFIRMATION_TEXTS.payment}</dt>
        <dd>{PAYMENT_METHOD_TITLES[order.payment]}</dd>
      </Facts>
      <OrderTotals order={order} />
    </>
  );
}
