/**
 * How much chart work the shop takes on at once (issue 22): docs/operations.md "Photo charts",
 * docs/decisions.md "Hostile photos".
 */
export interface ChartLimits {
  /** Worker threads decoding photos and drawing charts at once (PHOTO_CHART_WORKERS). */
  workers: number;
  /** Jobs that may wait for a worker; one more is answered 503 (PHOTO_CHART_QUEUE). */
  queue: number;
  /** A job that runs longer is stopped: its worker is ended and replaced (PHOTO_CHART_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * For the 2-core machine the shop is sized for: one worker leaves the other core to the event
 * loop; eight waiting jobs are about 15 s of 12 MP photos; the slowest photo admitted (a 40 MP
 * JPEG) decodes in well under 30 s even on a busy machine.
 */
export const DEFAULT_CHART_LIMITS: ChartLimits = { workers: 1, queue: 8, timeoutMs: 30_000 };

const VARIABLES: [keyof ChartLimits, string, number][] = [
  ['workers', 'PHOTO_CHART_WORKERS', 1],
  ['queue', 'PHOTO_CHART_QUEUE', 0],
  ['timeoutMs', 'PHOTO_CHART_TIMEOUT_MS', 1],
];

/** The limits the environment sets, each a whole number at least its minimum. */
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
  return limits;
}
