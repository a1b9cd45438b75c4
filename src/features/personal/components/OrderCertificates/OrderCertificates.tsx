import styled from 'styled-components';
import { Badge, type BadgeTone } from '@ui/Badge';
import { formatPrice } from '@ui/format';
import type { OrderDetail } from '@features/api';
import { CERTIFICATE_STATE_TITLES } from '@shared';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 16px;
  border-radius: var(--radius-control);
  background: var(--color-sunflower-tint);
  & code {
    font-family: inherit;
    font-size: var(--font-size-lg);
    font-weight: 700;
    letter-spacing: 0.04em;
  }
  & span {
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0 0 8px;
  color: var(--color-text-muted);
`;

type Certificate = OrderDetail['certificates'][number];

const STATE_TONES: Record<Certificate['state'], BadgeTone> = {
  active: 'new',
  spent: 'neutral',
  blocked: 'sale',
};

export interface OrderCertificatesProps {
  certificates: OrderDetail['certificates'];
}

/**
 * The gift certificates an order bought (issue 26 point 1), with their codes and what is left on
 * them: the cabinet's place to find a code again and see its balance.
 */
export function OrderCertificates({ certificates }: OrderCertificatesProps) {
  return (
    <>
      <Note>
        Введите код в поле «Подарочный сертификат» при оформлении заказа. Код можно подарить —
        достаточно его передать.
      </Note>
      <List aria-label="Подарочные сертификаты">
        {certificates.map((certificate) => {
          return (
            <Item key={certificate.code}>
              <code>{certificate.code}</code>
              <span>
                Остаток {formatPrice(certificate.balance)} из {formatPrice(certificate.nominal)}
              </span>
              <Badge tone={STATE_TONES[certificate.state]}>
                {CERTIFICATE_STATE_TITLES[certificate.state]}
              </Badge>
            </Item>
          );
        })}
      </List>
    </>
  );
}
