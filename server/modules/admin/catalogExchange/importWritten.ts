import type { FastifyInstance } from 'fastify';
import { catalogChanged, requestsAnswered, vacuumAfterImport } from './shared';

/**
 * An import's end, CSV or 1C: the embedded engine tidies the tables it rewrote, giving way to the
 * shoppers' requests between its statements, then every process shows the catalogue as it is
 * now. `ownRequests`: the requests waiting for this end (1C's import call), not waited for.
 */
export async function importWritten(app: FastifyInstance, ownRequests = 0): Promise<void> {
  const answered = requestsAnswered(app.server);
  await vacuumAfterImport(app.db, () => answered(ownRequests));
  await catalogChanged(app, 'all');
}
