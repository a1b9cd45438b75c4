import type { FastifyInstance, FastifyRequest } from 'fastify';
import { plural, type PluralForms } from '@shared';
import { tooManyRequests } from '../errors';
import { runRegularly } from '../upkeep';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Sign-in per client address. Generous, because an office or a mobile network puts many people
 * behind one address; guessing one account's password is slowed per address and account
 * (SIGN_IN_BACKOFF) and, more slowly, per account (SIGN_IN_ACCOUNT_BACKOFF).
 */
export const SIGN_IN_RATE_LIMIT: RateLimit = { limit: 30, windowSeconds: 600 };
/** Registration per client address: each success creates a user and a session row. */
export const REGISTRATION_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 600 };
/** Coupon codes per client address: enough for a shopper's typos, too few to guess codes. */
export const COUPON_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 600 };
/** Reviews per account: a keen shopper reviews a few purchases, a script fills the product pages. */
export const REVIEW_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 3600 };
/** The corporate gifts form per client address: a script cannot fill the table. */
export const CORPORATE_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };

// Rows whose window started longer ago than the longest window are finished whatever their limit.
const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

const MINUTES: PluralForms = ['минуту', 'минуты', 'минут'];

/** The Russian answer to a refused attempt, saying when to try again. */
function retryMessage(subject: string, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${subject} Попробуйте снова через ${minutes} ${plural(minutes, MINUTES)}.`;
}

/** Seconds to wait of the requests refused here, for their `Retry-After` header. */
const retryAfter = new WeakMap<FastifyRequest, number>();

/** How often a process deletes the counters of finished windows. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Adds `Retry-After` to every answer refused by a limit of this file, and deletes the counters of
 * finished windows regularly (a request counts only its own window's row, so old rows are only
 * space; deleting them on every request cost the busiest calls, the checkout's, a statement).
 */
export function registerRateLimits(app: FastifyInstance): void {
  runRegularly(app, 'rate limits: deleting finished windows', SWEEP_INTERVAL_MS, () =>
    app.db.query(
      `DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1::int)`,
      [LONGEST_WINDOW_SECONDS],
    ),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = retryAfter.get(request);
    if (seconds !== undefined && reply.statusCode === 429)
      reply.header('retry-after', String(seconds));
    return payload;
  });
}

/** 429 that says in words when to try again. */
function refuse(request: FastifyRequest, seconds: number, subject: string): Error {
  const wait = Math.max(1, Math.ceil(seconds));
  retryAfter.set(request, wait);
  return tooManyRequests(retryMessage(subject, wait));
}

/**
 * Counts one attempt for `key` and throws 429 once the key's window holds more than `limit`.
 * A window starts at the key's first attempt after the previous one ended, so attempts a moment
 * apart always share one. Counters are rows of `rate_limits` (key -> window_start, count), bumped
 * or restarted in one statement under the row's lock, so every server process shares them
 * (ARCHITECTURE §1: nothing in memory).
 */
export async function consumeRateLimit(
  request: FastifyRequest,
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<void> {
  if (windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`window too long for ${key}`);
  const open = `rate_limits.window_start > now() - make_interval(secs => $2::int)`;
  const [row] = await request.server.db.query<{ count: number; retry_after: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE
       SET count = CASE WHEN ${open} THEN rate_limits.count + 1 ELSE 1 END,
           window_start = CASE WHEN ${open} THEN rate_limits.window_start ELSE now() END
     RETURNING count,
               extract(epoch FROM window_start + make_interval(secs => $2::int) - now())::float8
                 AS retry_after`,
    [key, windowSeconds],
  );
  if (row && row.count > limit) throw refuse(request, row.retry_after, 'Слишком много попыток.');
}

export interface Backoff {
  /** Failures allowed without waiting. */
  freeFailures: number;
  /** The wait after the last free failure; it doubles with every further failure. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A key whose last attempt is this old starts again from zero. */
  forgetAfterSeconds: number;
}

/**
 * Sign-in per client address and account (the normalised login): 5 free failures, then 1, 2, 4
 * ... 60 minutes. Per address, so someone guessing elsewhere cannot lock the owner out (issue 22).
 */
export const SIGN_IN_BACKOFF: Backoff = {
  freeFailures: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
  forgetAfterSeconds: 24 * 60 * 60,
};

/**
 * Sign-in per account from all addresses together: the cap on a guess spread over many addresses
 * (each with its own five free failures). 100 free failures, so locking the owner out takes
 * twenty addresses; then 5, 10, 20 ... 60 minutes. A success forgets them, as above.
 */
export const SIGN_IN_ACCOUNT_BACKOFF: Backoff = {
  freeFailures: 100,
  firstDelaySeconds: 300,
  maxDelaySeconds: 3600,
  forgetAfterSeconds: 24 * 60 * 60,
};

/**
 * Counts an attempt for `key` as a failure before it is checked (so parallel attempts cannot all
 * slip past the check), or throws 429 while the key must wait. The failures after the free ones
 * make the next attempt wait, doubling each time; `clearBackoff` after a success forgets them.
 * The count is one conditional UPDATE of the key's row: it changes the row only when the wait is
 * over, and PostgreSQL re-checks that condition on the row a parallel attempt just changed, so
 * every process sees one count. A free failure leaves no wait at all rather than a wait until
 * now(): now() is each statement's own start, so a parallel attempt that started a moment earlier
 * would otherwise find itself waiting and be refused before the free failures are used up.
 */
export async function consumeBackoff(
  request: FastifyRequest,
  key: string,
  { freeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds }: Backoff,
  subject: string,
): Promise<void> {
  const { db } = request.server;
  await db.query(
    `DELETE FROM backoff_attempts WHERE last_attempt_at < now() - make_interval(secs => $1::int)`,
    [forgetAfterSeconds],
  );
  await db.query(
    `INSERT INTO backoff_attempts (key, failures, last_attempt_at, next_attempt_at)
     VALUES ($1, 0, now(), '-infinity') ON CONFLICT (key) DO NOTHING`,
    [key],
  );
  const failures = `CASE WHEN last_attempt_at < now() - make_interval(secs => $5::int) THEN 1
                         ELSE failures + 1 END`;
  const counted = await db.query(
    `UPDATE backoff_attempts
        SET failures = ${failures},
            last_attempt_at = now(),
            next_attempt_at = CASE WHEN ${failures} < $2::int THEN '-infinity'::timestamptz
              ELSE now() + make_interval(
                secs => least($3::float8 * 2 ^ (${failures} - $2::int), $4::float8)) END
      WHERE key = $1 AND next_attempt_at <= now()
      RETURNING key`,
    [key, freeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds],
  );
  if (counted.length > 0) return;
  const [waiting] = await db.query<{ retry_after: number }>(
    `SELECT extract(epoch FROM next_attempt_at - now())::float8 AS retry_after
       FROM backoff_attempts WHERE key = $1`,
    [key],
  );
  throw refuse(request, waiting?.retry_after ?? firstDelaySeconds, subject);
}

/** Forgets the failures of `key` (a successful sign-in). */
export async function clearBackoff(request: FastifyRequest, key: string): Promise<void> {
  await request.server.db.query(`DELETE FROM backoff_attempts WHERE key = $1`, [key]);
}
