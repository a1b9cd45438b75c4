import type { FastifyInstance } from 'fastify';
import { changeOrderStatus, requireOrderDetail, type OrderDetail } from '../../orders';
import { refreshPayment } from '../../payment';
import { SHOPPER_CANCEL_NOTE } from './messages';
import { requireOwnOrder, type OrderOwner } from './ownership';

/**
 * The caller's order. While its payment is pending the provider is asked first, so a shopper
 * back from paying sees the result even when the provider's notification is late or lost.
 */
export async function myOrder(
  app: FastifyInstance,
  owner: OrderOwner,
  orderId: number,
): Promise<OrderDetail> {
  const { paymentState } = await requireOwnOrder(app.db, orderId, owner);
  if (paymentState === 'pending') await refreshPayment(app, orderId);
  return requireOrderDetail(app.db, orderId);
}

/** Cancels the caller's order while it has not been shipped (changeOrderStatus refuses after). */
export async function cancelMyOrder(
  app: FastifyInstance,
  owner: OrderOwner,
  orderId: number,
): Promise<OrderDetail> {
  await requireOwnOrder(app.db, orderId, owner);
  await app.db.transaction((tx) =>
    changeOrderStatus(tx, orderId, 'cancelled', {
      note: SHOPPER_CANCEL_NOTE,
      byUserId: null,
      publicUrl: app.config.publicUrl,
    }),
  );
  await app.mailer.flush();
  return requireOrderDetail(app.db, orderId);
}
