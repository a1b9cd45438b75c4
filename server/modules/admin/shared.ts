// The server has no path alias and imports stay at most two levels up (eslint.config.js), so the
// staff tools one folder deeper take the server's shared pieces from here.
export { route } from '../../lib/openapi';
export { badRequest, HttpError } from '../../lib/errors';
export type { Db, Queryable, Transaction } from '../../lib/db/types';
