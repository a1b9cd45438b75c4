import path from 'node:path';
import { openPglite } from './pgliteDb';
import { openPostgres } from './pgDb';
import type { DbLimits } from './pgLimits';
import type { Db } from './types';

export type { Db, Queryable, Transaction } from './types';
export { isUniqueViolation } from './errors';
/** @internal exported for a test only */
export { isDbUnavailable } from './errors';
export { migrate } from './migrate';
export { pipelined } from './pipelined';
export { SETUP_DB_LIMITS } from './pgLimits';
/** @internal exported for a test only */
export { type DbLimits } from './pgLimits';
export { SqlParams } from './sqlParams';

export interface OpenDbOptions {
  /** A PostgreSQL server (`postgres://...`); without it the embedded engine is used. */
  databaseUrl?: string;
  /** The embedded engine keeps its files in `<dataDir>/pgdata`. */
  dataDir: string;
  /** PostgreSQL only: how long to wait on the server (pgLimits.ts); the defaults when absent. */
  limits?: DbLimits;
}

/** Opens the shop's database (not migrated: call `migrate(db)`). */
export function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.limits);
  return openPglite({ dataDir: path.join(options.dataDir, 'pgdata') });
}
