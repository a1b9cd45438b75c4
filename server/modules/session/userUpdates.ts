import type { Queryable } from '../../lib/db/types';
import { HAS_PASSWORD_SQL, type UserProfileRow } from './queries';

/*
 * The writes of a user's row that other modules ask for (issue 23 point 3: the session module,
 * which registers users, is the one writer of `users` and `sessions`).
 */

/** Saves the cabinet's profile form; null when the user is gone. */
export async function updateUserProfile(
  db: Queryable,
  profile: Omit<UserProfileRow, 'hasPassword'>,
): Promise<UserProfileRow | null> {
  const [row] = await db.query<UserProfileRow>(
    `UPDATE users SET name = $2, email = $3, phone = $4 WHERE id = $1
     RETURNING id, name, email, phone, ${HAS_PASSWORD_SQL}`,
    [profile.id, profile.name, profile.email, profile.phone],
  );
  return row ?? null;
}

/**
 * Sets the user's password and ends their other sessions: whoever signed in with the old
 * password elsewhere is signed out. `keepSessionId` is the session that stays (or null for none).
 */
export async function setUserPassword(
  tx: Queryable,
  userId: number,
  passwordHash: string,
  keepSessionId: string | null,
): Promise<void> {
  await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [userId, passwordHash]);
  await tx.query(`DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2`, [
    userId,
    keepSessionId,
  ]);
}

/**
 * The user's `mail_token`, set to `candidate` if it has none yet. One statement, so two mails
 * built at once for one user get the same token; null when the user is gone.
 */
export async function claimMailToken(
  db: Queryable,
  userId: number,
  candidate: string,
): Promise<string | null> {
  const [row] = await db.query<{ mail_token: string }>(
    `UPDATE users SET mail_token = coalesce(mail_token, $2) WHERE id = $1 RETURNING mail_token`,
    [userId, candidate],
  );
  return row?.mail_token ?? null;
}

/**
 * Issue 28 point 3: gives or takes the account's right to exchange with 1C; false when no account
 * has this e-mail. An exchange the account runs stops at its next call (oneC/exchangeSession.ts).
 */
export async function setExchange1cRight(
  tx: Queryable,
  email: string,
  allowed: boolean,
): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE users SET can_exchange_1c = $2 WHERE email = $1 RETURNING id',
    [email, allowed],
  );
  return rows.length > 0;
}
