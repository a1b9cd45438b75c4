import type { Queryable } from '../db/types';
import { tooManyRequests } from '../errors';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Sign-in and registration: 10 attempts per 10 minutes per client address. */
export const AUTH_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 600 };

/**
 * Counts one attempt for `key` and throws 429 once the current window's limit is exceeded.
 * Counters are rows of `rate_limits` (key, window_start) -> count, bumped in one statement, so
 * every server process shares them (ARCHITECTURE §1: nothing in memory). Windows are fixed
 * (aligned to multiples of `windowSeconds`); rows of finished windows are purged on the way.
 */
export async function consumeRateLimit(
  db: Queryable,
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<void> {
  await db.query(
    `DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1::int)`,
    [windowSeconds],
  );
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int), 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [key, windowSeconds],
  );
  if (row && row.count > limit) throw tooManyRequests();
}
