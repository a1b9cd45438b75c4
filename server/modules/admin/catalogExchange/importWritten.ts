import type { FastifyInstance } from 'fastify';
import { catalogChanged, vacuumAfterImport } from './shared';

/**
 * An import's end, CSV or 1C: the embedded engine tidies the tables it rewrote, then every
 * process shows the catalogue as it is now.
 */
export async function importWritten(app: FastifyInstance): Promise<void> {
  await vacuumAfterImport(app.db);
  await catalogChanged(app, 'all');
}
