import { createHash, randomBytes } from 'node:crypto';
import { badRequest, hashPassword, notFound, queueMail, type Db } from '../shared';
import {
  findUserProfile,
  normalizeEmail,
  setUserPassword,
  type RequestSession,
} from '../../session';
import { openUserSession, type OpenedSession } from '../../user';
import { insertReset, userByEmail, useReset, type LinkRecipient } from './queries';
import { resetMail, resetPageUrl } from './resetMail';

/** How long a reset link works (issue 15 point 6: "valid once and for a short time"). */
const RESET_MINUTES = 30;
const RESET_LINK_INVALID = 'Ссылка для восстановления пароля недействительна или устарела';
const NO_EMAIL_FOR_LINK =
  'Укажите электронную почту в контактных данных и сохраните их: ссылка придёт на неё';

/** Only the token's hash is stored: a copy of the table opens no account. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * 'Забыли пароль?': for a known e-mail, stores a new token and queues the mail with its link.
 * Answers the same either way (the caller says 'ok'), and the mail is sent after the answer, so
 * neither the answer nor its time tells whether the address is registered. True when a mail was
 * queued.
 */
export async function requestReset(
  db: Db,
  typedEmail: string,
  publicUrl: string,
): Promise<boolean> {
  const user = await userByEmail(db, normalizeEmail(typedEmail));
  if (!user) return false;
  await mailLink(db, user, publicUrl);
  return true;
}

/**
 * Whom the cabinet's «Задать пароль» mails (issue 26 point 5): the signed-in account, at its own
 * e-mail. A 400 in words when the account has no e-mail.
 */
export async function linkRecipientOf(db: Db, userId: number): Promise<LinkRecipient> {
  const user = await findUserProfile(db, userId);
  if (!user) throw notFound('Пользователь не найден');
  if (!user.email) throw badRequest(NO_EMAIL_FOR_LINK, 'EMAIL_REQUIRED');
  return { ...user, email: user.email };
}

/** Stores a new token and queues the mail with its link, in one transaction. */
export async function mailLink(db: Db, user: LinkRecipient, publicUrl: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const link = resetPageUrl(publicUrl, token, !user.hasPassword);
  await db.transaction(async (tx) => {
    await insertReset(tx, { tokenHash: tokenHash(token), userId: user.id, minutes: RESET_MINUTES });
    await queueMail(tx, resetMail(user, link, RESET_MINUTES));
  });
}

/**
 * A reset link used: sets the new password, ends every session of the user (whoever knew the old
 * password is signed out) and opens a new one in its place, merging the visitor's guest basket as
 * a sign-in does. All or nothing, and only once per token.
 */
export async function resetPassword(
  db: Db,
  { token, password }: { token: string; password: string },
  current: RequestSession,
): Promise<OpenedSession> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await useReset(tx, tokenHash(token));
    if (userId === null) throw badRequest(RESET_LINK_INVALID, 'RESET_LINK_INVALID');
    await setUserPassword(tx, userId, passwordHash, null);
    return openUserSession(tx, userId, current);
  });
}
