import styled from 'styled-components';
import type { AdminCertificate } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import { formatPrice } from '@ui/format';
import { TextLink } from '@features/staffTools';
import { orderTitle } from '@shared';
import { orderHref } from '../../orders/ordersUrl';
import { formatOrderTime } from '../../orders/orderTexts';

// Room for «Заказ № 1234 — 1 000 ₽, 29.11.2026, 14:00» on one line: on a phone the table scrolls
// sideways rather than squeezing each use into a column of words.
const List = styled.ul`
  display: grid;
  gap: 4px;
  min-width: 300px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: var(--color-text-muted);
`;

export interface CertificateUsesProps {
  uses: AdminCertificate['uses'];
  linkAs?: LinkComponent;
}

/**
 * The orders a certificate paid, newest first: the order, the amount and when; a cancelled
 * order's amount went back onto the certificate, which the line says.
 */
export function CertificateUses({ uses, linkAs }: CertificateUsesProps) {
  if (uses.length === 0) return <Muted>Не использовался</Muted>;
  return (
    <List aria-label="Оплаты сертификатом">
      {uses.map((use) => (
        <li key={use.orderId}>
          <TextLink as={linkAs} href={orderHref(use.orderId)}>
            {orderTitle(use.orderId)}
          </TextLink>{' '}
          — {formatPrice(use.amount)},{' '}
          <time dateTime={use.createdAt}>{formatOrderTime(use.createdAt)}</time>
          {use.returned && <Muted> · возвращено на сертификат</Muted>}
        </li>
      ))}
    </List>
  );
}
