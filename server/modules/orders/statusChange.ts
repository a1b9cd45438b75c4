import { ORDER_STATUS_TITLES, type OrderStatus } from '@shared';
import type { Queryable } from '../../lib/db/types';
import { conflict, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
import { cancelOrderCertificates } from '../certificates';
import { ensureMailToken } from './mailToken';
import { ORDER_NOT_FOUND } from './messages';
import { insertHistory, lockOrder, setOrderStatus } from './queries';
import { restoreStock } from './stock';
import { statusMail } from './statusMail';

/**
 * Where an order may go from each status: forward through the shop's process, and to
 * 'cancelled' only while nothing has left the warehouse. A cancelled or received order is final:
 * reopening a cancelled one would have to reserve its stock again, which checkout does.
 */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['processing', 'shipped', 'done', 'cancelled'],
  processing: ['shipped', 'done', 'cancelled'],
  shipped: ['done'],
  done: [],
  cancelled: [],
};

/** The statuses an order may go to from `status` (the staff's order page offers only these). */
export const nextStatuses = (status: OrderStatus): readonly OrderStatus[] => NEXT_STATUSES[status];

/** Why the order cannot go from `from` to `to` (Russian, shown to the shopper or the staff). */
function refusedChange(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `Заказ уже в статусе «${ORDER_STATUS_TITLES[to]}»`;
  if (to === 'cancelled' && from === 'shipped') return 'Отправленный заказ нельзя отменить';
  if (to === 'cancelled' && from === 'done') return 'Полученный заказ нельзя отменить';
  if (from === 'cancelled') return 'Отменённый заказ нельзя вернуть в работу';
  return `Заказ в статусе «${ORDER_STATUS_TITLES[from]}» нельзя перевести в статус «${ORDER_STATUS_TITLES[to]}»`;
}

export interface StatusChange {
  /** Shown in the order's history and in the mail; '' for none. */
  note?: string;
  /** The staff member who changed it; null for the shopper. */
  byUserId: number | null;
  /** The shop's public origin, for the link in the mail (AppConfig.publicUrl). */
  publicUrl: string;
  /** More for the mail to say, after the status (a cancel's refund, issue 26 point 2). */
  mailParagraphs?: readonly string[];
}

/**
 * Moves an order to `status` inside the caller's transaction: refuses an impossible move (409)
 * or an unknown order (404), puts a cancelled order's pieces back in stock, records the change in
 * the order's history and queues the mail to the shopper (send it with `app.mailer.flush()` after
 * the commit). The order row stays locked to the end of the transaction, so of two changes at
 * once the second sees the first (a second cancel is refused and restores nothing).
 * Returns the status before and after, for a change log.
 */
export async function changeOrderStatus(
  tx: Queryable,
  orderId: number,
  status: OrderStatus,
  { note = '', byUserId, publicUrl, mailParagraphs = [] }: StatusChange,
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!NEXT_STATUSES[order.status].includes(status))
    throw conflict(refusedChange(order.status, status));

  await setOrderStatus(tx, orderId, status);
  if (status === 'cancelled') {
    // The certificate's row before the products' rows, as the checkout locks them: a cancel and
    // an order paying with the same certificate never wait on each other in a circle.
    await cancelOrderCertificates(tx, orderId);
    await restoreStock(tx, orderId);
  }
  await insertHistory(tx, {
    orderId,
    status,
    paymentState: order.payment_state,
    note,
    byUserId,
  });
  if (order.email) {
    await queueMail(
      tx,
      statusMail({
        id: orderId,
        status,
        customerName: order.customer_name,
        email: order.email,
        note,
        paragraphs: mailParagraphs,
        mailToken: order.user_id === null ? null : await ensureMailToken(tx, order.user_id),
        publicUrl,
      }),
    );
  }
  return { from: order.status, to: status };
}
