import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../lib/db';
import { newSessionId } from './plugin';
import { deleteSession, insertSession } from './queries';
import type { RequestSession } from './types';
import type { Schema } from '../../lib/api/contract';

export const CONTACT_REQUIRED = 'Укажите электронную почту или телефон';

export type UserInfo = Schema<'UserInfo'>;

/**
 * spec §3/§4 user state. `hash` identifies this user in this session: the client compares it to
 * the last one it saw to tell a new sign-in (it changes at every sign-in, since the session id is
 * rotated); guests get ''.
 */
export function userInfo(session: RequestSession): UserInfo {
  const { user, id } = session;
  if (!user || !id) return { authorized: false, hash: '', admin: false, editor: false };
  const hash = createHash('sha256').update(`${user.id}:${id}`).digest('hex').slice(0, 32);
  return { authorized: true, hash, admin: user.isAdmin, editor: user.isEditor, name: user.name };
}

export async function signOut(db: Db, session: RequestSession): Promise<void> {
  if (session.id) await deleteSession(db, session.id);
}

/**
 * A new session of the user in the city `locationId`, and its id for the cookie. Alone, it leaves
 * the visitor's current session and basket as they are: the checkout signs in the account it made
 * for a guest so, and keeps the guest session that proves the order its own.
 */
export async function newUserSession(
  tx: Queryable,
  userId: number,
  locationId: number | null,
): Promise<string> {
  const id = newSessionId();
  await insertSession(tx, { id, userId, locationId });
  return id;
}
