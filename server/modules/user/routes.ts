import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import {
  clearBackoff,
  consumeBackoff,
  consumeRateLimit,
  REGISTRATION_RATE_LIMIT,
  SIGN_IN_ACCOUNT_BACKOFF,
  SIGN_IN_BACKOFF,
  SIGN_IN_RATE_LIMIT,
} from '../../lib/http/rateLimit';
import { route } from '../../lib/openapi';
import {
  clearSessionCookie,
  findUserProfile,
  GUEST_SESSION,
  parseLogin,
  requireUser,
  signOut,
  startSession,
  userInfo,
} from '../session';
import { register, signIn } from './service';

const SIGN_IN_REFUSED = 'Слишком много неудачных попыток входа в этот аккаунт.';

/**
 * Whose failures a sign-in counts towards: the login as the user table stores it, so '8 900…' and
 * '+7 900…' are one account, from this address (`fromHere`) and from anywhere (`anywhere`).
 * Logins of no account are counted too, so a refusal reveals nothing. Hashed, so a key has one
 * length whatever was typed (an index entry has a size limit).
 */
function signInKeys(login: string, address: string): { fromHere: string; anywhere: string } {
  const normalized = parseLogin(login)?.value ?? login.trim().toLowerCase();
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  return {
    fromHere: `sign-in:${hash(`${address}\n${normalized}`)}`,
    anywhere: `sign-in-account:${hash(normalized)}`,
  };
}

/** spec §7 user calls: info, auth, logout; plus register and the profile of the personal cabinet. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getUserInfo', async (request) => ({
    result: userInfo(request.session),
  }));

  route(app, 'signIn', async (request, reply) => {
    await consumeRateLimit(request, `auth:${request.ip}`, SIGN_IN_RATE_LIMIT);
    const { fromHere, anywhere } = signInKeys(request.body.login, request.ip);
    // The address's own failures first: an address that must wait spends none of the account's.
    await consumeBackoff(request, fromHere, SIGN_IN_BACKOFF, SIGN_IN_REFUSED);
    await consumeBackoff(request, anywhere, SIGN_IN_ACCOUNT_BACKOFF, SIGN_IN_REFUSED);
    const { sessionId, notices } = await signIn(app.db, request.body, request.session);
    await Promise.all([clearBackoff(request, fromHere), clearBackoff(request, anywhere)]);
    return { result: await startSession(request, reply, sessionId), notices };
  });

  route(app, 'register', async (request, reply) => {
    await consumeRateLimit(request, `register:${request.ip}`, REGISTRATION_RATE_LIMIT);
    const { sessionId, notices } = await register(app.db, request.body, request.session);
    return { result: await startSession(request, reply, sessionId), notices };
  });

  route(app, 'signOut', async (request, reply) => {
    await signOut(app.db, request.session);
    clearSessionCookie(request, reply);
    request.session = GUEST_SESSION;
    return { result: userInfo(request.session) };
  });

  route(app, 'getUserProfile', async (request) => {
    const user = requireUser(request);
    const profile = await findUserProfile(app.db, user.id);
    if (!profile) throw notFound('Пользователь не найден');
    return { result: profile };
  });
}
