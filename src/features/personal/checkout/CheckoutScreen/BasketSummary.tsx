import styled from 'styled-components';
import { formatPrice, plural } from '@ui/format';
import type { BasketSummary as Summary } from '@features/api';
import { CERTIFICATE_TEXTS, CHECKOUT_TEXTS } from '../checkoutTexts';
import { deliveryPriceText } from '../OrderForm';

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

/**
 * The total to pay: the basket's total (discounts and coupons applied) and the delivery, less
 * what a gift certificate pays.
 */
export const totalToPay = (summary: Summary, deliveryPrice: number | null, certificatePaid = 0) =>
  Math.round((summary.total + (deliveryPrice ?? 0) - certificatePaid) * 100) / 100;

export interface BasketSummaryProps {
  summary: Summary;
  /** The chosen delivery's price for this basket; without it the sum is the goods' alone. */
  deliveryPrice?: number | null;
  /** What the applied gift certificate pays (issue 26 point 1). */
  certificatePaid?: number;
}

/** What the order costs: goods, discounts, delivery and the total to pay. */
export function BasketSummary({
  summary,
  deliveryPrice = null,
  certificatePaid = 0,
}: BasketSummaryProps) {
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
      {deliveryPrice !== null && (
        <>
          <dt>{CHECKOUT_TEXTS.delivery}</dt>
          <dd>{deliveryPriceText(deliveryPrice)}</dd>
        </>
      )}
      {certificatePaid > 0 && (
        <>
          <dt>{CERTIFICATE_TEXTS.summaryLine}</dt>
          <dd>−{formatPrice(certificatePaid)}</dd>
        </>
      )}
      <dt data-total>{CHECKOUT_TEXTS.total}</dt>
      <dd data-total>{formatPrice(totalToPay(summary, deliveryPrice, certificatePaid))}</dd>
    </List>
  );
}
