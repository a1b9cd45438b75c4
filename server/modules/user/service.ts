import { isUniqueViolation, type Db, type Queryable } from '../../lib/db';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Body } from '../../lib/api/contract';
import { mergeGuestBasket } from '../basket';
import { recordConsent } from '../consents';
import {
  CONTACT_REQUIRED,
  deleteSession,
  findUserByEmail,
  findUserByPhone,
  insertUser,
  newUserSession,
  normalizeEmail,
  normalizePhone,
  parseLogin,
  type RequestSession,
  type UserCredentials,
} from '../session';

const WRONG_CREDENTIALS = 'Неверный логин или пароль';
const EMAIL_TAKEN = 'Пользователь с такой электронной почтой уже зарегистрирован';
const PHONE_TAKEN = 'Пользователь с таким телефоном уже зарегистрирован';

/**
 * A new user session: its id, and what the shopper should be told (Russian texts), e.g. the guest
 * basket lines the stock did not allow in full.
 */
export interface OpenedSession {
  sessionId: string;
  notices: string[];
}

/** Checked when the login is unknown too, so answer times do not reveal which logins exist. */
let dummyHash: Promise<string> | undefined;

export async function signIn(
  db: Db,
  credentials: { login: string; password: string },
  current: RequestSession,
): Promise<OpenedSession> {
  const login = parseLogin(credentials.login);
  const user = login ? await findUser(db, login.kind, login.value) : null;
  dummyHash ??= hashPassword('no such user');
  const valid = await verifyPassword(
    credentials.password,
    user?.password_hash ?? (await dummyHash),
  );
  if (!user || !valid) throw unauthorized(WRONG_CREDENTIALS);
  return db.transaction((tx) => openUserSession(tx, user.id, current));
}

export type Registration = Body<'register'>;

/** Creates the user and signs them in, in one transaction. */
export async function register(
  db: Db,
  form: Registration,
  current: RequestSession,
): Promise<OpenedSession> {
  const name = form.name.trim();
  if (!name) throw badRequest('Не заполнено поле «Имя»', 'VALIDATION');
  const email = form.email?.trim() ? normalizeEmail(form.email) : null;
  const phone = form.phone?.trim() ? normalizePhone(form.phone) : null;
  if (form.phone?.trim() && !phone)
    throw badRequest('Поле «Телефон» имеет неверный формат', 'VALIDATION');
  if (!email && !phone) throw badRequest(CONTACT_REQUIRED, 'VALIDATION');
  if (email && (await findUserByEmail(db, email))) throw conflict(EMAIL_TAKEN);
  if (phone && (await findUserByPhone(db, phone))) throw conflict(PHONE_TAKEN);

  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      const userId = await insertUser(tx, { name, email, phone, passwordHash });
      await recordConsent(tx, {
        form: 'registration',
        consent: form.consent,
        userId,
        email,
        phone,
      });
      return openUserSession(tx, userId, current);
    });
  } catch (error) {
    // Two registrations with the same contact at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(email ? EMAIL_TAKEN : PHONE_TAKEN);
    throw error;
  }
}

function findUser(db: Db, kind: 'email' | 'phone', value: string): Promise<UserCredentials | null> {
  return kind === 'email' ? findUserByEmail(db, value) : findUserByPhone(db, value);
}

/**
 * A fresh session id at every sign-in (no session fixation); the guest's city is kept and the
 * guest basket is merged into the user's (ARCHITECTURE §5). Every way of signing in runs it in
 * its own transaction (sign-in, registration, a password reset link), then `startSession`.
 */
export async function openUserSession(
  tx: Queryable,
  userId: number,
  current: RequestSession,
): Promise<OpenedSession> {
  const id = await newUserSession(tx, userId, current.locationId);
  if (!current.id) return { sessionId: id, notices: [] };
  const notices = await mergeGuestBasket(tx, current.id, userId);
  await deleteSession(tx, current.id);
  return { sessionId: id, notices };
}
