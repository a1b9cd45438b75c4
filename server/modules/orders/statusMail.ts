import { ORDER_STATUS_TITLES, orderTitle, type OrderStatus } from '@shared';
import { greeting, type OutgoingMail } from '../../lib/mail';
import { orderMail } from './orderMail';

/** The mail that tells the shopper their order's new status, in the layout of every order mail. */
export function statusMail(order: {
  id: number;
  status: OrderStatus;
  customerName: string;
  email: string;
  note: string;
  /** Said after the status and the note. */
  paragraphs?: readonly string[];
  mailToken: string | null;
  publicUrl: string;
}): OutgoingMail {
  const title = ORDER_STATUS_TITLES[order.status];
  return orderMail(order.publicUrl, {
    orderId: order.id,
    to: order.email,
    subject: `${orderTitle(order.id)}: ${title}`,
    paragraphs: [
      greeting(order.customerName),
      `Статус вашего заказа № ${order.id}: ${title}.`,
      ...(order.note ? [`Комментарий: ${order.note}`] : []),
      ...(order.paragraphs ?? []),
    ],
    mailToken: order.mailToken,
  });
}
