import type { Queryable } from '../../lib/db/types';
import type { ProviderName, ProviderRefund } from './types';

/** Payments whose money was taken: succeeded, or confirmed for another amount (taken all the same). */
const MONEY_TAKEN = `p.status IN ('succeeded', 'amount_mismatch')`;
/** Refunds that give money back or may still do so. */
const COUNTED = `r.status IN ('pending', 'succeeded')`;

export interface RefundablePayment {
  id: string;
  provider: ProviderName;
  provider_payment_id: string;
  /** Roubles still to be refunded of it. */
  left_to_refund: number;
}

/**
 * The order's payments that took money, with what is left to refund of each, oldest first.
 * Callers hold the order's row lock, so refunds of one order are counted one at a time.
 */
export function refundablePayments(tx: Queryable, orderId: number): Promise<RefundablePayment[]> {
  return tx.query<RefundablePayment>(
    `SELECT p.id, p.provider, p.provider_payment_id,
            coalesce(p.received_amount, p.amount)
              - coalesce((SELECT sum(r.amount) FROM refunds r
                           WHERE r.payment_id = p.id AND ${COUNTED}), 0) AS left_to_refund
       FROM payments p
      WHERE p.order_id = $1 AND ${MONEY_TAKEN} AND p.provider_payment_id IS NOT NULL
      ORDER BY p.created_at, p.id`,
    [orderId],
  );
}

export interface NewRefundRow {
  id: string;
  requestKey: string;
  orderId: number;
  paymentId: string;
  amount: number;
  userId: number | null;
}

/** Records a refund to be sent; false when its request key made one already. */
export async function insertRefund(tx: Queryable, refund: NewRefundRow): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO refunds (id, request_key, order_id, payment_id, amount, user_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (request_key) DO NOTHING RETURNING id`,
    [refund.id, refund.requestKey, refund.orderId, refund.paymentId, refund.amount, refund.userId],
  );
  return rows.length > 0;
}

/** The order a request key made a refund for, if it made one. */
export async function refundOrderByKey(tx: Queryable, requestKey: string): Promise<number | null> {
  const [row] = await tx.query<{ order_id: number }>(
    `SELECT order_id FROM refunds WHERE request_key = $1`,
    [requestKey],
  );
  return row?.order_id ?? null;
}

export interface PendingRefundRow {
  id: string;
  order_id: number;
  amount: number;
  provider: ProviderName;
  provider_payment_id: string;
  provider_refund_id: string | null;
}

/** The order's refunds still waiting for the provider's answer. */
export function pendingRefunds(db: Queryable, orderId: number): Promise<PendingRefundRow[]> {
  return db.query<PendingRefundRow>(
    `SELECT r.id, r.order_id, r.amount, p.provider, p.provider_payment_id, r.provider_refund_id
       FROM refunds r JOIN payments p ON p.id = r.payment_id
      WHERE r.order_id = $1 AND r.status = 'pending'
      ORDER BY r.created_at, r.id`,
    [orderId],
  );
}

/**
 * Records the provider's answer to a pending refund. Only a pending refund changes, so an answer
 * that came twice is applied once; true when it is finished now.
 */
export async function settleRefund(
  tx: Queryable,
  refundId: string,
  answer: ProviderRefund,
): Promise<boolean> {
  const rows = await tx.query<{ status: string }>(
    `UPDATE refunds SET status = $2, provider_refund_id = coalesce($3, provider_refund_id),
                        reason = $4, updated_at = now()
      WHERE id = $1 AND status = 'pending'
      RETURNING status`,
    [refundId, answer.status, answer.id, answer.reason],
  );
  return rows.length > 0 && answer.status !== 'pending';
}

/** Whether the refunds that succeeded gave back everything the order's succeeded payments took. */
export async function refundedWhole(tx: Queryable, orderId: number): Promise<boolean> {
  const [row] = await tx.query<{ whole: boolean }>(
    `SELECT coalesce((SELECT sum(r.amount) FROM refunds r
                       WHERE r.order_id = $1 AND r.status = 'succeeded'), 0)
              >= coalesce((SELECT sum(coalesce(p.received_amount, p.amount)) FROM payments p
                            WHERE p.order_id = $1 AND p.status = 'succeeded'), 0) AS whole`,
    [orderId],
  );
  return row?.whole ?? false;
}

export interface StaffPaymentRow {
  id: string;
  provider: ProviderName;
  amount: number;
  received_amount: number | null;
  status: 'pending' | 'succeeded' | 'canceled' | 'amount_mismatch';
  refundable: number;
  created_at: Date;
}

/** The order's payments as staff see them, oldest first, with what is left to refund of each. */
export function staffPayments(db: Queryable, orderId: number): Promise<StaffPaymentRow[]> {
  return db.query<StaffPaymentRow>(
    `SELECT p.id, p.provider, p.amount, p.received_amount, p.status, p.created_at,
            CASE WHEN ${MONEY_TAKEN} AND p.provider_payment_id IS NOT NULL
                 THEN coalesce(p.received_amount, p.amount)
                        - coalesce((SELECT sum(r.amount) FROM refunds r
                                     WHERE r.payment_id = p.id AND ${COUNTED}), 0)
                 ELSE 0 END AS refundable
       FROM payments p WHERE p.order_id = $1
      ORDER BY p.created_at, p.id`,
    [orderId],
  );
}
