import { SqlParams } from '../../lib/db';
import type { Queryable } from '../../lib/db/types';
import { awaitNewPaymentSql } from '../orders';
import type { ProviderName, ProviderPaymentStatus } from './types';

/** The confirmation page of the order's latest payment that still waits for the shopper. */
export async function openPaymentUrl(db: Queryable, orderId: number): Promise<string | null> {
  const [row] = await db.query<{ confirmation_url: string }>(
    `SELECT confirmation_url FROM payments
      WHERE order_id = $1 AND status = 'pending' AND confirmation_url IS NOT NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [orderId],
  );
  return row?.confirmation_url ?? null;
}

interface NewPaymentRow {
  id: string;
  orderId: number;
  provider: ProviderName;
  amount: number;
}

export async function insertPayment(tx: Queryable, payment: NewPaymentRow): Promise<void> {
  const params = new SqlParams();
  await tx.query(insertPaymentSql(payment, params), params.values);
}

/** insertPayment as a part of a larger statement (the checkout's order statement). */
export function insertPaymentSql(payment: NewPaymentRow, params: SqlParams): string {
  return `INSERT INTO payments (id, order_id, provider, amount)
          VALUES (${[payment.id, payment.orderId, payment.provider, payment.amount]
            .map((value) => params.add(value))
            .join(', ')})`;
}

/**
 * Records what the provider answered to a new payment; an order whose earlier payment failed
 * waits for this one now.
 */
export async function recordPaymentStarted(
  db: Queryable,
  payment: { id: string; providerPaymentId: string; confirmationUrl: string },
): Promise<void> {
  await db.query(
    `WITH started AS (
       UPDATE payments SET provider_payment_id = $2, confirmation_url = $3, updated_at = now()
        WHERE id = $1 RETURNING order_id
     )
     ${awaitNewPaymentSql('started')}`,
    [payment.id, payment.providerPaymentId, payment.confirmationUrl],
  );
}

/** A payment the provider refused to create: it never had a page, and nobody can pay it. */
export async function abandonPayment(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE payments SET status = 'canceled', updated_at = now() WHERE id = $1`, [id]);
}

export interface ProviderPaymentRef {
  provider: ProviderName;
  provider_payment_id: string;
}

/** The order's latest payment still pending at its provider, if any. */
export async function latestPendingPayment(
  db: Queryable,
  orderId: number,
): Promise<ProviderPaymentRef | null> {
  const [row] = await db.query<ProviderPaymentRef>(
    `SELECT provider, provider_payment_id FROM payments
      WHERE order_id = $1 AND status = 'pending' AND provider_payment_id IS NOT NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [orderId],
  );
  return row ?? null;
}

/** The shop's payment of a provider's payment id, if the shop made it. */
export async function findPaymentByProviderId(
  db: Queryable,
  providerPaymentId: string,
): Promise<ProviderPaymentRef | null> {
  const [row] = await db.query<ProviderPaymentRef>(
    `SELECT provider, provider_payment_id FROM payments WHERE provider_payment_id = $1`,
    [providerPaymentId],
  );
  return row ?? null;
}

/**
 * Settles a pending payment as the provider says it ended. Only a pending payment changes, so a
 * notification repeated or racing a return to the shop is applied once, and a finished payment
 * never changes again. A success for another amount than the shop asked for is kept as
 * 'amount_mismatch' (issue 26): the money was taken, but nothing may read it as paid. Returns
 * the payment's order, amount and new status, or null when nothing changed.
 */
export async function settlePayment(
  tx: Queryable,
  providerPaymentId: string,
  status: Exclude<ProviderPaymentStatus, 'pending'>,
  receivedAmount: number,
): Promise<{ order_id: number; amount: number; status: SettledStatus } | null> {
  const [row] = await tx.query<{ order_id: number; amount: number; status: SettledStatus }>(
    `UPDATE payments
        SET status = CASE WHEN $2 = 'succeeded' AND amount <> $3::numeric THEN 'amount_mismatch'
                          ELSE $2 END,
            received_amount = CASE WHEN $2 = 'succeeded' THEN $3::numeric END,
            updated_at = now()
      WHERE provider_payment_id = $1 AND status = 'pending'
      RETURNING order_id, amount, status`,
    [providerPaymentId, status, receivedAmount],
  );
  return row ?? null;
}

type SettledStatus = Exclude<ProviderPaymentStatus, 'pending'> | 'amount_mismatch';

export interface ReceiptSourceRow {
  email: string | null;
  phone: string;
  discount: number;
  delivery: string;
  delivery_price: number;
  certificate_paid: number;
  lines: { name: string; price: number; quantity: number; gift_certificate: boolean }[];
}

/** What the order's receipt is made of: its lines as bought, its discount and delivery. */
export async function receiptSource(
  db: Queryable,
  orderId: number,
): Promise<ReceiptSourceRow | null> {
  const [row] = await db.query<ReceiptSourceRow>(
    `SELECT o.email, o.phone, o.discount, o.delivery, o.delivery_price, o.certificate_paid,
            coalesce((SELECT json_agg(json_build_object('name', oi.name, 'price', oi.price,
                                                         'quantity', oi.quantity,
                                                         'gift_certificate', oi.gift_certificate)
                                      ORDER BY oi.id)
                        FROM order_items oi WHERE oi.order_id = o.id), '[]') AS lines
       FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return row ?? null;
}
