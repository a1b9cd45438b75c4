import type { Queryable } from '../../lib/db/types';
import type { ProviderPaymentStatus } from './types';

export interface TestPaymentRow {
  id: string;
  order_id: number;
  amount: number;
  description: string;
  return_url: string;
  status: ProviderPaymentStatus;
  form_token: string;
}

const COLUMNS = 'id, order_id, amount, description, return_url, status, form_token';

/**
 * Stores a new payment, or answers the one already stored under the same Idempotence-Key (as
 * YooKassa does): the no-op update makes the existing row come back in the same statement.
 */
export async function storeTestPayment(
  db: Queryable,
  payment: Omit<TestPaymentRow, 'status'> & { idempotence_key: string },
): Promise<TestPaymentRow> {
  const [row] = await db.query<TestPaymentRow>(
    `INSERT INTO test_payments (id, idempotence_key, order_id, amount, description, return_url, form_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
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
