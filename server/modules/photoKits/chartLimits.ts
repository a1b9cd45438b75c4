import { SERVER_TIMEOUTS } from '../../lib/http/timeouts';

/**
 * How much chart work the shop takes on at once (issue 22): docs/operations.md "Photo charts",
 * docs/decisions.md "Hostile photos".
 */
export interface ChartLimits {
  /** Worker threads decoding photos and drawing charts at once (PHOTO_CHART_WORKERS). */
  workers: number;
  /** Jobs that may wait for a worker; one more is answered 503 (PHOTO_CHART_QUEUE). */
  queue: number;
  /** A job that waited this long for a worker is answered 503 too (PHOTO_CHART_QUEUE_WAIT_MS). */
  queueWaitMs: number;
  /** A job that runs longer is stopped: its worker is ended and replaced (PHOTO_CHART_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * For the 2-core machine the shop is sized for: one worker leaves the other core to the event
 * loop. Sixteen waiting jobs let a basket's previews (a browser asks for six at once) and a few
 * uploads queue up; waiting at most 10 s and running at most 15 s (the slowest photo admitted,
 * a 40 MP JPEG, takes about 4 s) answer every request before the server's 30 s limit for a
 * silent connection (server/lib/http/timeouts.ts) would drop it.
 * @internal exported for a test only
 */
export const DEFAULT_CHART_LIMITS: ChartLimits = {
  workers: 1,
  queue: 16,
  queueWaitMs: 10_000,
  timeoutMs: 15_000,
};

const VARIABLES: [keyof ChartLimits, string, number][] = [
  ['workers', 'PHOTO_CHART_WORKERS', 1],
  ['queue', 'PHOTO_CHART_QUEUE', 0],
  ['queueWaitMs', 'PHOTO_CHART_QUEUE_WAIT_MS', 1],
  ['timeoutMs', 'PHOTO_CHART_TIMEOUT_MS', 1],
];

/**
 * The limits the environment sets, each a whole number at least its minimum; the wait and the
 * run together must end before the server drops a silent connection.
 */
export function chartLimitsFromEnv(env: NodeJS.ProcessEnv): ChartLimits {
  const limits = { ...DEFAULT_CHART_LIMITS };
  for (const [limit, variable, minimum] of VARIABLES) {
    const text = env[variable]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < minimum)
      throw new Error(`${variable} must be a whole number ≥ ${minimum}, got "${text}"`);
    limits[limit] = value;
  }
  if (limits.queueWaitMs + limits.timeoutMs >= SERVER_TIMEOUTS.idleMs) {
    throw new Error(
      `PHOTO_CHART_QUEUE_WAIT_MS + PHOTO_CHART_TIMEOUT_MS must stay under ${SERVER_TIMEOUTS.idleMs} ms, ` +
        'after which the server drops a silent connection',
    );
  }
  return limits;
}
