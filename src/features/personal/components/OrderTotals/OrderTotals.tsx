import styled from 'styled-components';
import { formatPrice } from '@ui/format';
import type { OrderDetail } from '@features/api';

const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  margin: 0;
  padding-top: 16px;
  border-top: 1px solid var(--color-border);
  & dt {
    color: var(--color-text-muted);
  }
  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & [data-total] {
    color: var(--color-text);
    font-size: var(--font-size-lg);
    font-weight: 700;
  }
`;

export interface OrderTotalsProps {
  order: Pick<
    OrderDetail,
    | 'itemsCount'
    | 'itemsTotal'
    | 'discount'
    | 'coupons'
    | 'deliveryPrice'
    | 'total'
    | 'certificatePayment'
  >;
}

/**
 * What the order cost: the products, the coupons' discount, the delivery and the total, the same
 * on the checkout's confirmation and the order's page in the cabinet.
 */
export function OrderTotals({ order }: OrderTotalsProps) {
  return (
    <Sums aria-label="Сумма заказа">
      <dt>Товары, {order.itemsCount} шт.</dt>
      <dd>{formatPrice(order.itemsTotal)}</dd>
      {order.discount > 0 && (
        <>
          <dt>
            Скидка по купону
            {order.coupons.length > 0 && ` ${order.coupons.join(', ')}`}
          </dt>
          <dd>−{formatPrice(order.discount)}</dd>
        </>
      )}
      <dt>Доставка</dt>
      <dd>{order.deliveryPrice > 0 ? formatPrice(order.deliveryPrice) : 'Бесплатно'}</dd>
      <dt data-total>Итого</dt>
      <dd data-total>{formatPrice(order.total)}</dd>
      {order.certificatePayment && (
        <CertificatePart payment={order.certificatePayment} total={order.total} />
      )}
    </Sums>
  );
}

/**
 * Issue 26 point 1: what a gift certificate paid and what was left to pay; a cancelled order
 * says the money went back to the certificate.
 */
function CertificatePart({
  payment,
  total,
}: {
  payment: NonNullable<OrderDetail['certificatePayment']>;
  total: number;
}) {
  return (
    <>
      <dt>
        Подарочным сертификатом {payment.code}
        {payment.returned && ' (вернулось на сертификат)'}
      </dt>
      <dd>−{formatPrice(payment.amount)}</dd>
      <dt>Остальное</dt>
      <dd>{formatPrice(Math.round((total - payment.amount) * 100) / 100)}</dd>
    </>
  );
}
