import type { Server } from 'node:http';

/**
 * The longest a long statement waits for the process's requests to be answered: under steady
 * traffic with no pause at all the work still moves, one statement per this long.
 */
const MOST_WAIT_MS = 100;

/** Resolves once at most `besides` requests are being answered (the caller's own, say). */
type Answered = (besides?: number) => Promise<void>;

const byServer = new WeakMap<Server, Answered>();

/**
 * issue 24 point 2: long work on the database gives way to shoppers (an import's batches, its end,
 * the embedded engine's vacuum). A page makes several queries one after another, and on the
 * embedded engine (one connection) each would wait for a whole import batch; so a batch starts
 * only once every request this process is answering has been answered (or after MOST_WAIT_MS),
 * and a page meets at most the one batch that was running when it came. The function resolves
 * at once when nothing is being answered.
 */
export function requestsAnswered(server: Server): Answered {
  const known = byServer.get(server);
  if (known) return known;
  let answering = 0;
  const waiters = new Map<() => void, number>();
  server.on('request', (_request, response) => {
    answering += 1;
    response.once('close', () => {
      answering -= 1;
      for (const [wake, besides] of waiters) if (answering <= besides) wake();
    });
  });
  const answered: Answered = (besides = 0) =>
    answering <= besides
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, MOST_WAIT_MS);
          waiters.set(wake, besides);
        });
  byServer.set(server, answered);
  return answered;
}
