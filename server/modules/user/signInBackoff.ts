import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  clearBackoff,
  consumeBackoff,
  SIGN_IN_ACCOUNT_BACKOFF,
  SIGN_IN_BACKOFF,
} from '../../lib/http/rateLimit';
import { parseLogin } from '../session';

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

/**
 * A password check of `login` under the sign-in limits (429 while the login must wait), shared by
 * every way in (the shop's sign-in, 1C's checkauth), so one cannot guess around the other. A
 * check that throws counts as a failure; one that returns forgets the failures.
 */
export async function withSignInBackoff<T>(
  request: FastifyRequest,
  login: string,
  check: () => Promise<T>,
): Promise<T> {
  const { fromHere, anywhere } = signInKeys(login, request.ip);
  // The address's own failures first: an address that must wait spends none of the account's.
  await consumeBackoff(request, fromHere, SIGN_IN_BACKOFF, SIGN_IN_REFUSED);
  await consumeBackoff(request, anywhere, SIGN_IN_ACCOUNT_BACKOFF, SIGN_IN_REFUSED);
  const result = await check();
  await Promise.all([clearBackoff(request, fromHere), clearBackoff(request, anywhere)]);
  return result;
}
