import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { parseLogin, verifyPassword, withSignInBackoff, type Db } from '../shared';
import { ExchangeFailure } from './failure';

/** The cookie 1C gets from checkauth and sends back on every later call. */
export const EXCHANGE_COOKIE = 'shop_1c_exchange';
/** An exchange idle this long needs a new checkauth (1C does one at the start of each exchange). */
const IDLE_HOURS = 24;

export type ExchangeType = 'catalog' | 'sale';

export interface ExchangeSession {
  id: number;
  type: ExchangeType;
}

/** @internal exported for a test only */
export const WRONG_CREDENTIALS = 'Неверный логин или пароль учётной записи обмена с 1С';
/** @internal exported for a test only */
export const NO_EXCHANGE_RIGHT =
  'У этой учётной записи нет права обмена с 1С: его даёт администратор магазина';
/** @internal exported for a test only */
export const NO_SESSION =
  'Обмен не авторизован: сначала выполните checkauth и передавайте полученный cookie';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Login and password of an `Authorization: Basic …` header, or null. */
function basicCredentials(header: string | undefined): [string, string] | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon).trim(), decoded.slice(colon + 1)];
}

/**
 * mode=checkauth: HTTP Basic with a staff account that has the exchange right (admins, or an
 * account an admin granted it). Answers the cookie's value; only its hash is stored.
 */
export async function checkAuth(request: FastifyRequest, type: ExchangeType): Promise<string> {
  const credentials = basicCredentials(request.headers.authorization);
  if (!credentials) throw new ExchangeFailure(WRONG_CREDENTIALS);
  const [login, password] = credentials;
  const { db } = request.server;
  // The shop's sign-in limits count these guesses too (issue 22): 1C is no way around them.
  const user = await withSignInBackoff(request, login, async () => {
    const parsed = parseLogin(login);
    const [found] = parsed
      ? await db.query<{ id: number; password_hash: string; allowed: boolean }>(
          `SELECT id, password_hash, is_admin OR can_exchange_1c AS allowed
             FROM users WHERE ${parsed.kind === 'email' ? 'email' : 'phone'} = $1`,
          [parsed.value],
        )
      : [];
    if (!found || !(await verifyPassword(password, found.password_hash)))
      throw new ExchangeFailure(WRONG_CREDENTIALS);
    return found;
  });
  if (!user.allowed) throw new ExchangeFailure(NO_EXCHANGE_RIGHT);
  const token = randomBytes(24).toString('hex');
  await db.query(
    'INSERT INTO exchange_1c_sessions (token_hash, user_id, type) VALUES ($1, $2, $3)',
    [tokenHash(token), user.id, type],
  );
  return token;
}

/** The exchange the request's cookie names, still allowed and not idle; else `failure`. */
export async function exchangeSession(db: Db, request: FastifyRequest): Promise<ExchangeSession> {
  const token = request.cookies[EXCHANGE_COOKIE];
  if (!token) throw new ExchangeFailure(NO_SESSION);
  const [session] = await db.query<ExchangeSession>(
    `UPDATE exchange_1c_sessions s SET last_seen_at = now()
       FROM users u
      WHERE s.token_hash = $1 AND u.id = s.user_id AND (u.is_admin OR u.can_exchange_1c)
        AND s.last_seen_at > now() - make_interval(hours => $2)
      RETURNING s.id, s.type`,
    [tokenHash(token), IDLE_HOURS],
  );
  if (!session) throw new ExchangeFailure(NO_SESSION);
  return session;
}
