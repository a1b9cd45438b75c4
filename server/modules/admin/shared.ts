import type { FastifyInstance } from 'fastify';
import { catalogIndexOf, notifyCatalogChanged } from '../catalog';
import { invalidatePageCache } from '../page';

// The server has no path alias and imports stay at most two levels up (eslint.config.js), so the
// staff tools one folder deeper take the server's shared pieces from here.
export { route } from '../../lib/openapi';
export type { Replies, Schema } from '../../lib/api/contract';
export { badRequest, HttpError } from '../../lib/errors';
export { escapeHtml } from '../../lib/html';
export type { Db, Queryable, Transaction } from '../../lib/db/types';
export type { FileUploads } from '../../lib/http/formPosts';
export { translit } from '../../lib/translit';
export { runRegularly } from '../../lib/upkeep';
export { isDbUnavailable } from '../../lib/db/errors';

/**
 * Issue 12 point 5: after a staff write the shop follows at once, on every server process. The
 * catalogue index (filters, SEO items) is told through NOTIFY; waiting for this process's rebuild
 * makes the very next page request show the change, not just an eventual one. Then the page JSON
 * and server-rendered HTML caches are dropped here and, through NOTIFY, everywhere else.
 */
export async function shopFollows(app: FastifyInstance): Promise<void> {
  await notifyCatalogChanged(app.db);
  await catalogIndexOf(app.db)?.rebuild();
  await invalidatePageCache(app);
}
