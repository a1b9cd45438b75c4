import styled from 'styled-components';
import type { AdminOrderDetail } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import { formatPrice } from '@ui/format';
import { Block, BlockTitle, Heading, Muted, TextLink } from '@features/staffTools';
import { OrderHistory } from '../../components/OrderHistory';
import { OrderLines } from '../../components/OrderLines';
import { OrderStatusText, PaymentStateText } from '../../components/OrderStateText';
import { OrderPayments } from '../../components/OrderPayments';
import { OrderStatusForm, type StatusChange } from '../../components/OrderStatusForm';
import { RefundForm, type RefundFormProps } from '../../components/RefundForm';
import { formatPhone, orderTitle } from '@shared';
import { formatDay, formatOrderTime } from '../../orderTexts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 16px;
  margin: 0;
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The point's name on a line of its own above its address, as the shopper's confirmation shows it. */
const PickupTitle = styled.span`
  display: block;
  font-weight: 600;
`;

const Columns = styled.div`
  display: grid;
  gap: 0 32px;
  @media (min-width: 992px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Totals = styled(Facts)`
  justify-self: end;
  font-variant-numeric: tabular-nums;
  dd {
    text-align: end;
  }
  [data-total] {
    font-weight: 700;
    color: var(--color-text);
  }
`;

export interface OrderDetailViewProps {
  order: AdminOrderDetail;
  /** The list the staff member came from. */
  backHref: string;
  onStatusSave: (change: StatusChange) => void;
  /** The status change is under way. */
  saving?: boolean;
  onRefund: RefundFormProps['onRefund'];
  /** The refund is under way. */
  refunding?: boolean;
  linkAs?: LinkComponent;
}

/**
 * `/admin/orders/?orderId=` (issue 15 point 7): who ordered and how to reach them, the delivery,
 * the lines and totals, the status change and the order's history.
 */
export function OrderDetailView({
  order,
  backHref,
  onStatusSave,
  saving = false,
  onRefund,
  refunding = false,
  linkAs,
}: OrderDetailViewProps) {
  const { contact, delivery, certificatePayment: certificate } = order;
  return (
    <section aria-labelledby="order-title">
      <TextLink as={linkAs} href={backHref}>
        ← Все заказы
      </TextLink>
      <Heading id="order-title">{orderTitle(order.id)}</Heading>
      <Facts>
        <dt>Оформлен</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
        </dd>
        <dt>Статус</dt>
        <dd>
          <OrderStatusText status={order.status} />
        </dd>
        <dt>Оплата</dt>
        <dd>
          <PaymentStateText state={order.paymentState} />
        </dd>
      </Facts>
      <Columns>
        <Block aria-labelledby="order-contact">
          <BlockTitle id="order-contact">Покупатель</BlockTitle>
          <Facts>
            <dt>Имя</dt>
            <dd>{contact.name}</dd>
            <dt>Телефон</dt>
            <dd>
              <TextLink href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                {formatPhone(contact.phone)}
              </TextLink>
            </dd>
            <dt>Почта</dt>
            <dd>
              {contact.email ? (
                <TextLink href={`mailto:${contact.email}`}>{contact.email}</TextLink>
              ) : (
                '—'
              )}
            </dd>
            <dt>Комментарий</dt>
            <dd>{order.comment || '—'}</dd>
          </Facts>
        </Block>
        <Block aria-labelledby="order-delivery">
          <BlockTitle id="order-delivery">Доставка</BlockTitle>
          <Facts>
            <dt>Способ</dt>
            <dd>{delivery.title}</dd>
            <dt>Город</dt>
            <dd>{delivery.city}</dd>
            <dt>{delivery.kind === 'pickup' ? 'Пункт выдачи' : 'Адрес'}</dt>
            <dd>
              {delivery.pickupPoint && <PickupTitle>{delivery.pickupPoint.title}</PickupTitle>}
              {delivery.address}
            </dd>
            {delivery.pickupPoint && (
              <>
                <dt>Часы работы</dt>
                <dd>{delivery.pickupPoint.hours}</dd>
              </>
            )}
            <dt>Сроки</dt>
            <dd>
              {delivery.dateFrom === delivery.dateTo
                ? formatDay(delivery.dateFrom)
                : `${formatDay(delivery.dateFrom)} — ${formatDay(delivery.dateTo)}`}
            </dd>
          </Facts>
        </Block>
      </Columns>
      <Block aria-labelledby="order-lines">
        <BlockTitle id="order-lines">Товары</BlockTitle>
        <OrderLines orderId={order.id} lines={order.lines} />
        <Totals aria-label="Итого">
          <dt>Товары</dt>
          <dd>{formatPrice(order.itemsTotal)}</dd>
          {order.discount > 0 && (
            <>
              <dt>
                Скидка
                {order.coupons.length > 0 && ` (${order.coupons.join(', ')})`}
              </dt>
              <dd>−{formatPrice(order.discount)}</dd>
            </>
          )}
          <dt>Доставка</dt>
          <dd>{order.deliveryPrice > 0 ? formatPrice(order.deliveryPrice) : 'бесплатно'}</dd>
          <dt data-total>Итого</dt>
          <dd data-total>{formatPrice(order.total)}</dd>
          {certificate && (
            // Money the certificate paid never passes a payment below: staff see it here.
            <>
              <dt>
                Оплачено сертификатом {certificate.code}
                {certificate.returned && ' (вернулось на сертификат при отмене)'}
              </dt>
              <dd>−{formatPrice(certificate.amount)}</dd>
              <dt>Остальное</dt>
              <dd>{formatPrice(Math.round((order.total - certificate.amount) * 100) / 100)}</dd>
            </>
          )}
        </Totals>
      </Block>
      <Block aria-labelledby="order-payments">
        <BlockTitle id="order-payments">Платежи и возвраты</BlockTitle>
        <OrderPayments order={order} />
        <RefundForm
          // A refund made starts the form afresh from what is left.
          key={`${order.refunds.length}:${order.refundable}`}
          refundable={order.refundable}
          paidWith={order.payment}
          onRefund={onRefund}
          refunding={refunding}
        />
      </Block>
      <Block aria-labelledby="order-status">
        <BlockTitle id="order-status">Статус заказа</BlockTitle>
        <OrderStatusForm
          // A saved change starts the form afresh from the status the server now has.
          key={`${order.status}:${order.history.length}`}
          status={order.status}
          allowed={order.allowedStatuses}
          onSave={onStatusSave}
          saving={saving}
        />
      </Block>
      <Block aria-labelledby="order-history">
        <BlockTitle id="order-history">История</BlockTitle>
        {order.history.length > 0 ? (
          <OrderHistory history={order.history} />
        ) : (
          <Muted>Статус заказа ещё не меняли.</Muted>
        )}
      </Block>
    </section>
  );
}
