import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { formatPrice, plural } from '@ui/format';
import type { OrderSummary } from '@features/api';
import { formatDate } from '@features/catalog';
import { orderTitle } from '@shared';
import { orderUrl } from '../../personalPages';
import { OrderStatusBadges } from '../OrderStatusBadges';

const Root = styled.article`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  align-items: center;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  @media (min-width: 720px) {
    grid-template-columns: minmax(160px, 1fr) 2fr auto;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-md);
`;

const Title = styled.a`
  color: var(--color-brand);
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Muted = styled.p`
  margin: 2px 0 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const Badges = styled.div`
  grid-column: 1 / -1;
  @media (min-width: 720px) {
    grid-column: auto;
  }
`;

const Total = styled.p`
  grid-row: 1;
  grid-column: 2;
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  @media (min-width: 720px) {
    grid-column: 3;
  }
`;

export interface OrderCardProps {
  order: OrderSummary;
  /** The level of the order's heading in the page's outline: 2 in the list, 3 under a section. */
  headingLevel?: 2 | 3;
  linkAs?: LinkComponent;
}

/** One order in a list: its number linking to its page, date, pieces, status, payment and total. */
export function OrderCard({ order, headingLevel = 2, linkAs }: OrderCardProps) {
  const pieces = `${order.itemsCount} ${plural(order.itemsCount, ['товар', 'товара', 'товаров'])}`;
  return (
    <Root>
      <div>
        <Heading as={`h${headingLevel}`}>
          <Title as={linkAs} href={orderUrl(order.id)}>
            {orderTitle(order.id)}
          </Title>
        </Heading>
        <Muted>
          от <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {pieces}
        </Muted>
      </div>
      <Badges>
        <OrderStatusBadges status={order.status} paymentState={order.paymentState} />
      </Badges>
      <Total>{formatPrice(order.total)}</Total>
    </Root>
  );
}
