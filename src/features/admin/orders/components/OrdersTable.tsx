import type { OrderSummary } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import { formatPrice } from '@ui/format';
import { Table, type TableColumn } from '@ui/Table';
import { TextLink } from '@features/staffTools';
import { orderTitle } from '@shared';
import { formatOrderTime } from '../orderTexts';
import { OrderStatusText, PaymentStateText } from './OrderStateText';

export interface OrdersTableProps {
  orders: OrderSummary[];
  /** The url of an order's page. */
  hrefFor: (orderId: number) => string;
  linkAs?: LinkComponent;
}

/** Issue 15 point 7: a page of orders, newest first: number, date, customer, status, payment, total. */
export function OrdersTable({ orders, hrefFor, linkAs }: OrdersTableProps) {
  const columns: TableColumn<OrderSummary>[] = [
    {
      key: 'id',
      header: '№',
      width: '88px',
      render: (order) => (
        <TextLink as={linkAs} href={hrefFor(order.id)} aria-label={orderTitle(order.id)}>
          {order.id}
        </TextLink>
      ),
    },
    {
      key: 'date',
      header: 'Дата',
      width: '150px',
      render: (order) => <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>,
    },
    { key: 'customer', header: 'Покупатель', render: (order) => order.customerName },
    {
      key: 'status',
      header: 'Статус',
      width: '120px',
      render: (order) => <OrderStatusText status={order.status} />,
    },
    {
      key: 'payment',
      header: 'Оплата',
      width: '190px',
      render: (order) => <PaymentStateText state={order.paymentState} />,
    },
    {
      key: 'total',
      header: 'Сумма',
      width: '110px',
      align: 'end',
      render: (order) => formatPrice(order.total),
    },
  ];
  return (
    <Table
      caption="Заказы"
      captionHidden
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
    />
  );
}
