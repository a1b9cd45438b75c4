import { changeOrderStatus, requireOrderDetail, type OrderDetail } from '../../orders';
import {
  openCancelRefunds,
  refreshPayment,
  refreshRefunds,
  sendRefunds,
  type PaymentDeps,
} from '../../payment';
import { SHOPPER_CANCEL_NOTE } from './messages';
import { requireOwnOrder, type OrderOwner } from './ownership';

/**
 * The caller's order. While its payment is pending the provider is asked first, so a shopper
 * back from paying sees the result even when the provider's notification is late or lost.
 */
export async function myOrder(
  deps: PaymentDeps,
  owner: OrderOwner,
  orderId: number,
): Promise<OrderDetail> {
  const { paymentState } = await requireOwnOrder(deps.db, orderId, owner);
  if (paymentState === 'pending') await refreshPayment(deps, orderId);
  await refreshRefunds(deps, orderId);
  return requireOrderDetail(deps.db, orderId);
}

/**
 * Cancels the caller's order while it has not been shipped (changeOrderStatus refuses after). What
 * its payments took is refunded through the provider (issue 26 point 2): recorded with the cancel,
 * said in its mail, sent once the cancel committed.
 */
export async function cancelMyOrder(
  deps: PaymentDeps,
  owner: OrderOwner,
  orderId: number,
): Promise<OrderDetail> {
  await requireOwnOrder(deps.db, orderId, owner);
  const refunds = await deps.db.transaction(async (tx) => {
    const cancelRefunds = await openCancelRefunds(tx, orderId, null);
    await changeOrderStatus(tx, orderId, 'cancelled', {
      note: SHOPPER_CANCEL_NOTE,
      byUserId: null,
      publicUrl: deps.config.publicUrl,
      mailParagraphs: cancelRefunds.mailParagraphs,
    });
    return cancelRefunds.refunds;
  });
  await deps.mailer.flush();
  await sendRefunds(deps, refunds);
  return requireOrderDetail(deps.db, orderId);
}
