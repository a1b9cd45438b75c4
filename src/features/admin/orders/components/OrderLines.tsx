import styled from 'styled-components';
import type { OrderLine, PhotoKitLine } from '@features/api';
import { PhotoKitOptions, PhotoKitThumb } from '@features/photoKit';
import { formatPrice } from '@ui/format';
import { Table, type TableColumn } from '@ui/Table';
import { Muted, TextLink } from '@features/staffTools';

// The columns take the width their content needs, so on a phone the names keep most of it; an
// amount never breaks between its digits and the rouble sign.
const Amount = styled.span`
  white-space: nowrap;
`;

const Kit = styled.div`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr);
  gap: 4px 12px;
  align-items: start;
  min-width: 240px;
`;

const KitThumb = styled(PhotoKitThumb)`
  grid-row: span 3;
`;

const Downloads = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
`;

/** Where the workshop takes a kit's files from (issue 16): its chart, legend and the photo. */
function photoKitFiles(orderId: number, kit: Pick<PhotoKitLine, 'id'>) {
  const order = `/api/admin/orders/${orderId}/photo-kits/${kit.id}`;
  return [
    { label: 'Схема (PNG)', href: `${order}/pattern.png` },
    { label: 'Легенда (CSV)', href: `${order}/legend.csv` },
    { label: 'Фото', href: `/api/photo-kits/${kit.id}/photo` },
  ];
}

function LineName({ line }: { line: OrderLine }) {
  // The shop's product page opens in a new tab, so the order stays open behind it.
  return line.url ? (
    <TextLink href={line.url} target="_blank" rel="noopener">
      {line.name}
    </TextLink>
  ) : (
    <>
      {line.name} <Muted as="span">(удалён из каталога)</Muted>
    </>
  );
}

function KitLine({ orderId, line, kit }: { orderId: number; line: OrderLine; kit: PhotoKitLine }) {
  return (
    <Kit>
      <KitThumb kit={kit} />
      <span>
        <LineName line={line} />
      </span>
      <PhotoKitOptions kit={kit} />
      <Downloads>
        {photoKitFiles(orderId, kit).map(({ label, href }) => (
          <TextLink key={label} href={href} download>
            {label}
          </TextLink>
        ))}
      </Downloads>
    </Kit>
  );
}

const columnsOf = (orderId: number): TableColumn<OrderLine>[] => [
  {
    key: 'name',
    header: 'Товар',
    render: (line) =>
      line.photoKit ? (
        <KitLine orderId={orderId} line={line} kit={line.photoKit} />
      ) : (
        <LineName line={line} />
      ),
  },
  {
    key: 'price',
    header: 'Цена',
    align: 'end',
    render: (line) => <Amount>{formatPrice(line.price)}</Amount>,
  },
  { key: 'quantity', header: 'Кол-во', align: 'end', render: (line) => line.quantity },
  {
    key: 'sum',
    header: 'Сумма',
    align: 'end',
    render: (line) => <Amount>{formatPrice(line.price * line.quantity)}</Amount>,
  },
];

/**
 * The order's lines at the prices it was placed with; a kit made from the customer's photo with
 * its mosaic, options and the files the workshop needs.
 */
export function OrderLines({ orderId, lines }: { orderId: number; lines: OrderLine[] }) {
  return (
    <Table
      caption="Товары заказа"
      captionHidden
      columns={columnsOf(orderId)}
      rows={lines}
      // Several kits of one size are lines of one product.
      rowKey={(line) =>
        line.photoKit ? `kit:${line.photoKit.id}` : `${line.productId ?? 'deleted'}:${line.name}`
      }
    />
  );
}
