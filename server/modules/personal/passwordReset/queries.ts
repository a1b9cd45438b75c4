import type { Queryable, Transaction } from '../shared';

export async function userByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: number; name: string; email: string } | null> {
  const [row] = await db.query<{ id: number; name: string; email: string }>(
    `SELECT id, name, email FROM users WHERE email = $1`,
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
