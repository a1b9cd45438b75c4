import styled from 'styled-components';
import type { AdminCertificate } from '@features/api';
import { Badge, type BadgeTone } from '@ui/Badge';
import { Button, type LinkComponent } from '@ui/Button';
import { formatPrice } from '@ui/format';
import { Table, type TableColumn } from '@ui/Table';
import { TextLink } from '@features/staffTools';
import { CERTIFICATE_STATE_TITLES, orderTitle } from '@shared';
import { orderHref } from '../../orders/ordersUrl';
import { formatOrderTime } from '../../orders/orderTexts';
import { CertificateUses } from './CertificateUses';

const Code = styled.code`
  font-family: inherit;
  font-weight: 600;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

const Bought = styled.div`
  display: grid;
  gap: 2px;
  white-space: nowrap;
  & > time {
    color: var(--color-text-muted);
  }
`;

const STATE_TONES: Record<AdminCertificate['state'], BadgeTone> = {
  active: 'new',
  spent: 'neutral',
  blocked: 'sale',
};

export interface CertificatesTableProps {
  certificates: AdminCertificate[];
  /** Asks to block one (the screen confirms first). */
  onAskBlock: (certificate: AdminCertificate) => void;
  /** The certificate whose block is on its way. */
  blockingId?: number | null;
  linkAs?: LinkComponent;
}

/**
 * Issue 26 point 1: the shop's gift certificates, newest first: the whole code (staff find one by
 * what a shopper reads out of the mail), nominal, balance, state, the order that bought it and the
 * orders it paid; one not blocked yet can be.
 */
export function CertificatesTable({
  certificates,
  onAskBlock,
  blockingId = null,
  linkAs,
}: CertificatesTableProps) {
  const columns: TableColumn<AdminCertificate>[] = [
    { key: 'code', header: 'Код', width: '200px', render: (c) => <Code>{c.code}</Code> },
    {
      key: 'nominal',
      header: 'Номинал',
      width: '100px',
      align: 'end',
      render: (c) => formatPrice(c.nominal),
    },
    {
      key: 'balance',
      header: 'Остаток',
      width: '100px',
      align: 'end',
      render: (c) => formatPrice(c.balance),
    },
    {
      key: 'state',
      header: 'Состояние',
      width: '130px',
      render: (c) => <Badge tone={STATE_TONES[c.state]}>{CERTIFICATE_STATE_TITLES[c.state]}</Badge>,
    },
    {
      key: 'bought',
      header: 'Куплен',
      width: '150px',
      render: (c) => (
        <Bought>
          {c.orderId === null ? (
            'Заказ удалён'
          ) : (
            <TextLink as={linkAs} href={orderHref(c.orderId)}>
              {orderTitle(c.orderId)}
            </TextLink>
          )}
          <time dateTime={c.createdAt}>{formatOrderTime(c.createdAt)}</time>
        </Bought>
      ),
    },
    {
      key: 'uses',
      header: 'Оплаты',
      render: (c) => <CertificateUses uses={c.uses} linkAs={linkAs} />,
    },
  ];
  return (
    <Table
      caption="Подарочные сертификаты"
      captionHidden
      columns={columns}
      rows={certificates}
      rowKey={(c) => c.id}
      rowActions={(c) =>
        c.state === 'blocked' ? null : (
          <Button
            variant="secondary"
            size="s"
            loading={blockingId === c.id}
            disabled={blockingId !== null && blockingId !== c.id}
            aria-label={`Заблокировать сертификат ${c.code}`}
            onClick={() => onAskBlock(c)}
          >
            Заблокировать
          </Button>
        )
      }
    />
  );
}
