import type { Queryable } from '../../lib/db/types';
import {
  findUserIdByEmail,
  insertShopperUser,
  newUserSession,
  noPasswordHash,
  type RequestSession,
} from '../session';
import { ensureMailToken, newMailToken } from '../orders';

/** openapi.yaml `PlacedOrder.account`. */
export type AccountOutcome = 'signedIn' | 'linked' | 'created';

export interface OrderAccount {
  userId: number;
  account: AccountOutcome;
  /** For the unsubscribe link of the order's mail. */
  mailToken: string;
  /** The session a created account is signed in with: the answer sets its cookie. */
  signInSessionId: string | null;
}

/**
 * Whose order it is (issue 15 point 1, guest checkout): a signed-in shopper's own; a guest's
 * goes to the account with that e-mail without signing the guest in (the guest's session still
 * sees the order: `orders.session_id`), or to an account made now, which the guest is signed in
 * to. A made account has no password anyone knows (the shopper sets one through a link mailed
 * from the cabinet's «Задать пароль» or 'Забыли пароль?', issue 26 point 5) and no mailings.
 * The guest session is kept, so a retried request can still prove the order its own. Runs inside
 * the checkout's transaction.
 */
export async function orderAccount(
  tx: Queryable,
  session: RequestSession,
  contact: { name: string; email: string; phone: string | null },
): Promise<OrderAccount> {
  if (session.user) return known(tx, session.user.id, 'signedIn');
  const existing = await findUserIdByEmail(tx, contact.email);
  if (existing !== null) return known(tx, existing, 'linked');

  const mailToken = newMailToken();
  const user = { ...contact, passwordHash: noPasswordHash(), mailToken };
  // The phone is left out when another account has it (users.phone is unique).
  const created =
    (await insertShopperUser(tx, user)) ?? (await insertShopperUser(tx, { ...user, phone: null }));
  if (created === null) {
    // A parallel checkout with this e-mail made the account a moment ago.
    const other = await findUserIdByEmail(tx, contact.email);
    if (other === null) throw new Error('the account of a parallel checkout is gone');
    return known(tx, other, 'linked');
  }
  const signInSessionId = await newUserSession(tx, created, session.locationId);
  return { userId: created, account: 'created', mailToken, signInSessionId };
}

async function known(
  tx: Queryable,
  userId: number,
  account: AccountOutcome,
): Promise<OrderAccount> {
  return {
    userId,
    account,
    mailToken: await ensureMailToken(tx, userId),
    signInSessionId: null,
  };
}
