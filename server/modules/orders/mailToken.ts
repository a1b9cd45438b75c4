import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../lib/db/types';
import { claimMailToken } from '../session';

/**
 * A new `users.mail_token`, the secret of the user's unsubscribe links (they work without
 * signing in): 32 random bytes, base64url.
 */
export const newMailToken = () => randomBytes(32).toString('base64url');

/**
 * The user's `mail_token`, made on first need (newMailToken). One statement, so two mails built at
 * once for one user get the same token.
 */
export async function ensureMailToken(db: Queryable, userId: number): Promise<string> {
  const token = await claimMailToken(db, userId, newMailToken());
  if (token === null) throw new Error(`user ${userId} not found`);
  return token;
}
