import styled from 'styled-components';
import { formatPrice, plural } from '@ui/format';
import type { BasketSummary as Summary } from '@features/api';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  margin: 0;
  font-variant-numeric: tabular-nums;
  & dd {
    margin: 0;
    text-align: right;
  }
  & [data-total] {
    font-size: var(--font-size-lg);
    font-weight: 700;
  }
`;

/** The basket's sums; discount lines only when there is a discount. */
export function BasketSummary({ summary }: { summary: Summary }) {
  const goods = plural(summary.quantity, ['товар', 'товара', 'товаров']);
  return (
    <List>
      <dt>
        {summary.quantity} {goods}
      </dt>
      <dd>{formatPrice(summary.oldSum)}</dd>
      {summary.discount > 0 && (
        <>
          <dt>Скидка</dt>
          <dd>−{formatPrice(summary.discount)}</dd>
        </>
      )}
      {summary.couponDiscount > 0 && (
        <>
          <dt>Скидка по купону</dt>
          <dd>−{formatPrice(summary.couponDiscount)}</dd>
        </>
      )}
      <dt data-total>Итого</dt>
      <dd data-total>{formatPrice(summary.total)}</dd>
    </List>
  );
}
