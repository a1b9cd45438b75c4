import styled from 'styled-components';
import type { OrderLine } from '@features/api';
import { formatPrice } from '@ui/format';
import { Table, type TableColumn } from '@ui/Table';
import { Muted, TextLink } from '@features/staffTools';

// The columns take the width their content needs, so on a phone the names keep most of it; an
// amount never breaks between its digits and the rouble sign.
const Amount = styled.span`
  white-space: nowrap;
`;

const columns: TableColumn<OrderLine>[] = [
  {
    key: 'name',
    header: 'Товар',
    // The shop's product page opens in a new tab, so the order stays open behind it.
    render: (line) =>
      line.url ? (
        <TextLink href={line.url} target="_blank" rel="noopener">
          {line.name}
        </TextLink>
      ) : (
        <>
          {line.name} <Muted as="span">(удалён из каталога)</Muted>
        </>
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

/** The order's lines at the prices it was placed with. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <Table
      caption="Товары заказа"
      captionHidden
      columns={columns}
      rows={lines}
      rowKey={(line) => `${line.productId ?? 'deleted'}:${line.name}`}
    />
  );
}
