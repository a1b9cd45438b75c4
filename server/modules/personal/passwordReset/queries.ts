import type { Queryable, Transaction } from '../shared';
import { HAS_PASSWORD_SQL } from '../../session';

/** Whom a link is mailed to; an account made at checkout has no password yet. */
export interface LinkRecipient {
  id: number;
  name: string;
  email: string;
  hasPassword: boolean;
}

export async function userByEmail(db: Queryable, email: string): Promise<LinkRecipient | null> {
  const [row] = await db.query<LinkRecipient>(
    `SELECT id, name, email, ${HAS_PASSWORD_SQL} FROM users WHERE email = $1`,
    [email],
  );
  return row ?? null;
}

/** Stores a reset token by its hash, valid `minutes`; rows long past their time go on the way. */
export async function insertReset(
  tx: Transaction,
  reset: { tokenHash: string; userId: number; minutes: number },
): Promise<void> {
  await tx.query(`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`);
  await tx.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
    [reset.tokenHash, reset.userId, reset.minutes],
  );
}

/**
 * Uses the token: one conditional UPDATE, so of two uses at once only one finds it unused. The
 * user's other unused tokens die with it. Null when the token is unknown, used or expired.
 */
export async function useReset(tx: Transaction, tokenHash: string): Promise<number | null> {
  const [row] = await tx.query<{ user_id: number }>(
    `UPDATE password_resets SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [tokenHash],
  );
  if (!row) return null;
  await tx.query(
    `UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
    [row.user_id],
  );
  return row.user_id;
}
