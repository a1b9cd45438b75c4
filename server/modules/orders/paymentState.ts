import type { Queryable } from '../../lib/db/types';

/**
 * The order's side of a payment that the provider started, as the last part of the payment's
 * statement: an order whose earlier payment failed waits for this one now. `started` names the
 * statement's WITH part that returns the payment's `order_id`.
 */
export const awaitNewPaymentSql = (started: string) =>
  `UPDATE orders o SET payment_state = 'pending', updated_at = now()
     FROM ${started} WHERE o.id = ${started}.order_id AND o.payment_state = 'failed'`;

export interface PaidOrderRow {
  id: number;
  /** What the payment paid: the order's total less what a gift certificate paid of it. */
  total: number;
  customer_name: string;
  email: string | null;
  user_id: number | null;
}

/**
 * Marks the order paid with a history entry, in one statement; null when it was paid already
 * (a second payment of one order changes nothing: the order was paid once).
 */
export async function markOrderPaid(
  tx: Queryable,
  orderId: number,
  note: string,
): Promise<PaidOrderRow | null> {
  const [row] = await tx.query<PaidOrderRow>(
    `WITH paid AS (
       UPDATE orders SET payment_state = 'paid', updated_at = now()
        WHERE id = $1 AND payment_state <> 'paid'
        RETURNING id, status, payment_state, total - certificate_paid AS total, customer_name,
                  email, user_id
     ), noted AS (
       INSERT INTO order_history (order_id, status, payment_state, note)
       SELECT id, status, payment_state, $2 FROM paid
     )
     SELECT id, total, customer_name, email, user_id FROM paid`,
    [orderId, note],
  );
  return row ?? null;
}

/**
 * Marks the order's payment failed with a history entry: never a paid order, and not while
 * another payment of it is still open (the shopper is paying again).
 */
export async function markOrderPaymentFailed(
  tx: Queryable,
  orderId: number,
  note: string,
): Promise<void> {
  await tx.query(
    `WITH failed AS (
       UPDATE orders o SET payment_state = 'failed', updated_at = now()
        WHERE o.id = $1 AND o.payment_state = 'pending'
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'pending')
        RETURNING o.id, o.status, o.payment_state
     )
     INSERT INTO order_history (order_id, status, payment_state, note)
     SELECT id, status, payment_state, $2 FROM failed`,
    [orderId, note],
  );
}

/**
 * Marks a paid order refunded with a history entry (issue 26 point 2), in one statement: the
 * payment module calls it once its refunds gave back everything the order's payments took.
 */
export async function markOrderRefunded(
  tx: Queryable,
  orderId: number,
  note: string,
): Promise<void> {
  await tx.query(
    `WITH refunded AS (
       UPDATE orders SET payment_state = 'refunded', updated_at = now()
        WHERE id = $1 AND payment_state = 'paid'
        RETURNING id, status, payment_state
     )
     INSERT INTO order_history (order_id, status, payment_state, note)
     SELECT id, status, payment_state, $2 FROM refunded`,
    [orderId, note],
  );
}
