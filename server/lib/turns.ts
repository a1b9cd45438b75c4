import { performance } from 'node:perf_hooks';

/** Lets the event loop in (the requests waiting on this thread), then goes on. */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How long a slice of long work on the request thread runs before it lets the event loop in: a
 * request that comes meanwhile waits about this long, not for the whole work.
 */
const SLICE_MS = 10;

/**
 * Long synchronous work cut into slices: the work calls the returned `pause` between its steps
 * (cheap when the slice has not run SLICE_MS yet), which takes a turn of the event loop once it
 * has.
 */
export function timeSlices(): () => Promise<void> {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < SLICE_MS) return;
    await turn();
    started = performance.now();
  };
}
