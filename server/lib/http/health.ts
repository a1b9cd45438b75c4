import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../errors';

/** How long `/readyz` waits for `SELECT 1`: a load balancer's probe must not hang on a silent database. */
const READY_TIMEOUT_MS = 2000;

type Probe = (app: FastifyInstance, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * `/healthz`: the process is alive (200 always, no database), for restarting a stuck process.
 * `/readyz`: the database answers (200, else 503 with Retry-After and the shop's Russian error),
 * for taking the process out of rotation meanwhile. docs/operations.md "Health checks".
 */
const PROBES: Record<string, Probe> = {
  '/healthz': async (_app, reply) => reply.send({ status: 'ok' }),
  '/readyz': async (app, reply) => {
    try {
      await withDeadline(app.db.query('SELECT 1'), READY_TIMEOUT_MS);
      return reply.send({ status: 'ok' });
    } catch (error) {
      reply.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(errorBody('UNAVAILABLE', UNAVAILABLE_MESSAGE));
    }
  },
};

/**
 * Registers the probes. Call it before any hook that may touch the database or count requests
 * (the session lookup, the rate limits): the probes answer in an `onRequest` hook of their own,
 * which skips the hooks registered after it. The routes make the paths known to the router
 * (the page protocol's catch-all would take them otherwise) and answer the same.
 */
export function registerHealthChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const probe = PROBES[request.routeOptions.url ?? ''];
    if (probe) return probe(app, reply);
  });
  for (const [url, probe] of Object.entries(PROBES))
    app.get(url, async (_request, reply) => probe(app, reply));
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
