import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { Card } from '@ui/Card';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { LoadingBlock } from '@ui/LoadingOverlay';
import type { OrderDetail } from '@features/api';
import { OrderCertificates } from '../../components/OrderCertificates';
import { OrderStatusBadges } from '../../components/OrderStatusBadges';
import { OrderTotals } from '../../components/OrderTotals';
import { formatDateTime } from '../../personalDates';
import { ORDERS_PATH } from '../../personalPages';
import { OrderActions, type OrderAction } from './OrderActions';
import { OrderFacts } from './OrderFacts';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { OrderOutcome, type OrderOutcomeValue } from './OrderOutcome';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: -8px 0 16px;
  color: var(--color-text-muted);
`;

const Columns = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;
  @media (min-width: 1200px) {
    grid-template-columns: 1fr 280px;
    align-items: start;
  }
`;

const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: var(--font-size-lg);
`;

export interface OrderViewProps {
  /** Breadcrumbs and H1 ('Заказ № 1024'). */
  title: ReactNode;
  /** The order; null while it loads or when there is none. */
  order: OrderDetail | null;
  /** The server answered 404: not this shopper's order, or no such order. */
  notFound?: boolean;
  /** The order could not be loaded for another reason. */
  failed?: boolean;
  onRetry?: () => void;
  busy?: OrderAction | null;
  /** The answer to the last action. */
  outcome?: OrderOutcomeValue | null;
  onPay: () => void;
  onRepeat: () => void;
  onCancel: () => void;
  linkAs?: LinkComponent;
}

/** An order's page in the cabinet (issue 15 point 5). */
export function OrderView({
  title,
  order,
  notFound = false,
  failed = false,
  onRetry,
  busy,
  outcome,
  onPay,
  onRepeat,
  onCancel,
  linkAs,
}: OrderViewProps) {
  let body: ReactNode;
  if (notFound)
    body = (
      <EmptyState
        icon="basket"
        title="Заказ не найден"
        text="Проверьте номер заказа или найдите его в списке ваших заказов."
        action={
          <Button href={ORDERS_PATH} linkAs={linkAs}>
            Мои заказы
          </Button>
        }
      />
    );
  else if (failed) body = <ErrorState text="Не удалось загрузить заказ." onRetry={onRetry} />;
  else if (!order) body = <LoadingBlock label="Загрузка заказа" />;
  else
    body = (
      <>
        <Summary>
          <span>
            от <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </span>
          <OrderStatusBadges status={order.status} paymentState={order.paymentState} />
        </Summary>
        {outcome && <OrderOutcome outcome={outcome} linkAs={linkAs} />}
        <OrderActions
          orderId={order.id}
          canPay={order.canPay}
          canCancel={order.canCancel}
          paidWith={order.paymentState === 'paid' ? order.payment : null}
          boughtCertificates={order.certificates.length > 0}
          busy={busy}
          onPay={onPay}
          onRepeat={onRepeat}
          onCancel={onCancel}
        />
        {order.certificates.length > 0 && (
          <Columns>
            <Card>
              <Heading>Подарочные сертификаты</Heading>
              <OrderCertificates certificates={order.certificates} />
            </Card>
          </Columns>
        )}
        <Columns>
          <Card>
            <Heading>Товары</Heading>
            <OrderLines lines={order.lines} linkAs={linkAs} />
            <OrderTotals order={order} />
          </Card>
          <Card>
            <OrderFacts order={order} />
          </Card>
        </Columns>
        <Heading>История заказа</Heading>
        <OrderHistory history={order.history} />
      </>
    );

  return (
    <section>
      {title}
      {body}
    </section>
  );
}
