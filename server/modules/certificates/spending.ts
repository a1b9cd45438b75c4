import type { SqlParams } from '../../lib/db';
import type { Queryable } from '../../lib/db/types';
import { conflict, HttpError } from '../../lib/errors';
import { canonicalCode } from './codes';
import {
  boughtCertificateSpent,
  CERTIFICATE_BLOCKED,
  CERTIFICATE_SPENT,
  CERTIFICATE_UNKNOWN,
} from './messages';

/** A certificate a shopper may pay with now, locked by the caller's transaction. */
export interface SpendableCertificate {
  id: number;
  code: string;
  balance: number;
}

/** Why a typed code cannot pay: 409 `CERTIFICATE` with the reason in Russian. */
const refused = (message: string) => new HttpError(409, 'CERTIFICATE', message);

/**
 * The certificate of a typed code, its row locked to the end of the caller's transaction (so two
 * orders paying with it at once take turns, and the second sees what the first left), or a
 * refusal saying why it cannot pay: unknown, blocked or spent.
 */
export const lockSpendableCertificate = (tx: Queryable, typed: string) =>
  spendable(tx, typed, 'FOR UPDATE');

/** What the checkout's certificate field shows: the certificate's balance now, or why it cannot pay. */
export const spendableCertificate = (db: Queryable, typed: string) => spendable(db, typed, '');

async function spendable(
  db: Queryable,
  typed: string,
  lock: 'FOR UPDATE' | '',
): Promise<SpendableCertificate> {
  const code = canonicalCode(typed);
  if (!code) throw refused(CERTIFICATE_UNKNOWN);
  const [row] = await db.query<SpendableCertificate & { blocked: boolean }>(
    `SELECT id, code, balance, blocked_at IS NOT NULL AS blocked
       FROM certificates WHERE code = $1 ${lock}`,
    [code],
  );
  if (!row) throw refused(CERTIFICATE_UNKNOWN);
  if (row.blocked) throw refused(CERTIFICATE_BLOCKED);
  if (row.balance <= 0) throw refused(CERTIFICATE_SPENT);
  return { id: row.id, code: row.code, balance: row.balance };
}

/**
 * The statement parts (named WITH parts for `writePlacedOrder`) that take `amount` off a
 * certificate locked by lockSpendableCertificate and record the order's use of it. The
 * `balance >= amount` guard and the table's CHECK make a balance below zero impossible even for a
 * caller that forgot the lock.
 */
export function spendCertificateSql(
  params: SqlParams,
  use: { certificateId: number; orderId: number; amount: number },
): Record<string, string> {
  const id = params.add(use.certificateId);
  const amount = params.add(use.amount);
  return {
    certificate_spent: `UPDATE certificates SET balance = balance - ${amount}::numeric
                         WHERE id = ${id}::int AND balance >= ${amount}::numeric RETURNING id`,
    certificate_used: `INSERT INTO certificate_uses (certificate_id, order_id, amount)
                       SELECT id, ${params.add(use.orderId)}::int, ${amount}::numeric
                         FROM certificate_spent`,
  };
}

/**
 * What cancelling an order does to certificates, in the cancel's transaction: the certificate
 * that paid for it gets its amount back (added to the balance as it is at that moment, so an
 * order paying with it meanwhile loses nothing), and the certificates the order bought are
 * blocked, since their money goes back to the buyer. So a bought certificate that has paid for
 * something already refuses the cancel (409): its money would be refunded after it was spent.
 * Both kinds are locked first, in one statement in id order, so an order paying with one of them
 * at once waits, and two cancels never wait on each other in a circle. A second call finds the
 * use returned and gives nothing. Answers the amount given back (0 for none).
 */
export async function cancelOrderCertificates(tx: Queryable, orderId: number): Promise<number> {
  const locked = await tx.query<{ code: string; spent: number; bought: boolean }>(
    `SELECT code, nominal - balance AS spent, order_id IS NOT DISTINCT FROM $1 AS bought
       FROM certificates
      WHERE order_id = $1
         OR id IN (SELECT certificate_id FROM certificate_uses
                    WHERE order_id = $1 AND returned_at IS NULL)
      ORDER BY id
        FOR UPDATE`,
    [orderId],
  );
  const spent = locked.find((certificate) => certificate.bought && certificate.spent > 0);
  if (spent) throw conflict(boughtCertificateSpent(spent.code));
  const [row] = await tx.query<{ amount: number | null }>(
    `WITH returned AS (
       UPDATE certificate_uses SET returned_at = now()
        WHERE order_id = $1 AND returned_at IS NULL
        RETURNING certificate_id, amount
     ), refilled AS (
       UPDATE certificates c SET balance = c.balance + r.amount
         FROM returned r WHERE c.id = r.certificate_id
     ), voided AS (
       UPDATE certificates SET blocked_at = now() WHERE order_id = $1 AND blocked_at IS NULL
     )
     SELECT sum(amount) AS amount FROM returned`,
    [orderId],
  );
  return row?.amount ?? 0;
}
