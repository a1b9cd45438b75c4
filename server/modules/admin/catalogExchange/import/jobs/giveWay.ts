import type { Server } from 'node:http';

/**
 * The longest an import batch waits for the process's requests to be answered: under steady
 * traffic with no pause at all the import still moves, one batch per this long.
 */
const MOST_WAIT_MS = 100;

const byServer = new WeakMap<Server, () => Promise<void>>();

/**
 * issue 24 point 2: the import gives way to shoppers. A page makes several queries one after
 * another, and on the embedded engine (one connection) each would wait for a whole import batch;
 * so a batch starts only once every request this process is answering has been answered (or
 * after MOST_WAIT_MS), and a page meets at most the one batch that was running when it came.
 * The function resolves at once when nothing is being answered.
 */
export function requestsAnswered(server: Server): () => Promise<void> {
  const known = byServer.get(server);
  if (known) return known;
  let answering = 0;
  const waiters = new Set<() => void>();
  server.on('request', (_request, response) => {
    answering += 1;
    response.once('close', () => {
      answering -= 1;
      if (answering > 0) return;
      for (const wake of waiters) wake();
    });
  });
  const answered = () =>
    answering === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, MOST_WAIT_MS);
          waiters.add(wake);
        });
  byServer.set(server, answered);
  return answered;
}
