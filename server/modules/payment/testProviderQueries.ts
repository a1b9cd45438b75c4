import type { OnlinePaymentMethod } from '@shared';
import type { Queryable } from '../../lib/db/types';
import type { ProviderPaymentStatus } from './types';

export interface TestPaymentRow {
  id: string;
  order_id: number;
  method: OnlinePaymentMethod;
  amount: number;
  description: string;
  return_url: string;
  status: ProviderPaymentStatus;
  form_token: string;
}

const COLUMNS = 'id, order_id, method, amount, description, return_url, status, form_token';

/**
 * Stores a new payment, or answers the one already stored under the same Idempotence-Key (as
 * YooKassa does): the no-op update makes the existing row come back in the same statement.
 */
export async function storeTestPayment(
  db: Queryable,
  payment: Omit<TestPaymentRow, 'status'> & { idempotence_key: string },
): Promise<TestPaymentRow> {
  const [row] = await db.query<TestPaymentRow>(
    `INSERT INTO test_payments (id, idempotence_key, order_id, amount, description, return_url, form_token,
                                method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (idempotence_key) DO UPDATE SET idempotence_key = EXCLUDED.idempotence_key
     RETURNING ${COLUMNS}`,
    [
      payment.id,
      payment.idempotence_key,
      payment.order_id,
      payment.amount,
      payment.description,
      payment.return_url,
      payment.form_token,
      payment.method,
    ],
  );
  if (!row) throw new Error('INSERT INTO test_payments returned no row');
  return row;
}

export async function findTestPayment(db: Queryable, id: string): Promise<TestPaymentRow | null> {
  const [row] = await db.query<TestPaymentRow>(
    `SELECT ${COLUMNS} FROM test_payments WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** Decides a pending payment; false when it was decided already (also by a parallel request). */
export async function finishTestPayment(
  db: Queryable,
  id: string,
  status: 'succeeded' | 'canceled',
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE test_payments SET status = $2 WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, status],
  );
  return rows.length > 0;
}

export interface TestRefundRow {
  id: string;
  status: 'succeeded' | 'canceled';
  reason: string;
}

/** What the test provider refuses a refund for. */
const REFUND_OVER_PAYMENT = 'Сумма возврата больше, чем осталось от платежа';
const REFUND_OF_UNPAID = 'Платёж не прошёл — возвращать нечего';

/**
 * Refunds at once, as YooKassa answers a card refund: succeeded while the payment succeeded and
 * what was refunded of it stays within its amount, else canceled with the reason (the shop's own
 * bounds, held under a lock, keep it from asking). The same Idempotence-Key answers the same refund.
 */
export async function storeTestRefund(
  db: Queryable,
  refund: { id: string; idempotence_key: string; payment_id: string; amount: number },
): Promise<TestRefundRow> {
  await db.query(
    `INSERT INTO test_refunds (id, idempotence_key, payment_id, amount, status, reason)
     SELECT $1, $2, $3, $4,
            CASE WHEN p.status <> 'succeeded' OR $4::numeric > p.amount - done.sum
                 THEN 'canceled' ELSE 'succeeded' END,
            CASE WHEN p.status <> 'succeeded' THEN $5
                 WHEN $4::numeric > p.amount - done.sum THEN $6 ELSE '' END
       FROM test_payments p,
            LATERAL (SELECT coalesce(sum(r.amount), 0) AS sum FROM test_refunds r
                      WHERE r.payment_id = p.id AND r.status = 'succeeded') done
      WHERE p.id = $3
     ON CONFLICT (idempotence_key) DO NOTHING`,
    [
      refund.id,
      refund.idempotence_key,
      refund.payment_id,
      refund.amount,
      REFUND_OF_UNPAID,
      REFUND_OVER_PAYMENT,
    ],
  );
  const [row] = await db.query<TestRefundRow>(
    `SELECT id, status, reason FROM test_refunds WHERE idempotence_key = $1`,
    [refund.idempotence_key],
  );
  if (!row) throw new Error(`the test provider has no payment ${refund.payment_id}`);
  return row;
}

export async function findTestRefund(db: Queryable, id: string): Promise<TestRefundRow | null> {
  const [row] = await db.query<TestRefundRow>(
    `SELECT id, status, reason FROM test_refunds WHERE id = $1`,
    [id],
  );
  return row ?? null;
}
