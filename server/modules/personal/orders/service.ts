import { changeOrderStatus, requireOrderDetail, type OrderDetail } from '../../orders';
import { refreshPayment, type PaymentDeps } from '../../payment';
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
  return requireOrderDetail(deps.db, orderId);
}

/** Cancels the caller's order while it has not been shipped (changeOrderStatus refuses after). */
export async function cancelMyOrder(
  deps: PaymentDeps,
  owner: OrderOwner,
  orderId: number,
): Promise<OrderDetail> {
  await requireOwnOrder(deps.db, orderId, owner);
  await deps.db.transaction((tx) =>
    changeOrderStatus(tx, orderId, 'cancelled', {
      note: SHOPPER_CANCEL_NOTE,
      byUserId: null,
      publicUrl: deps.config.publicUrl,
    }),
  );
  await deps.mailer.flush();
  return requireOrderDetail(deps.db, orderId);
}
