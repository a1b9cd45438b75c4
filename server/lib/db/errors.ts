/**
 * A database error with the PostgreSQL fields kept (SQLSTATE `code`, `constraint`, `detail`...).
 * Both engines throw errors that carry `code`: `pg` throws its own DatabaseError, the embedded
 * engine rebuilds a DbError on the main thread from what the worker sent.
 */
export class DbError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;

  constructor(message: string, fields: DbErrorFields = {}) {
    super(message);
    this.name = 'DbError';
    Object.assign(this, fields);
  }
}

export interface DbErrorFields {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
}

const FIELD_NAMES = ['code', 'detail', 'constraint', 'table', 'column', 'severity'] as const;

/** The PostgreSQL fields of any thrown value, as plain data (for posting between threads). */
export function dbErrorFields(error: unknown): DbErrorFields {
  const fields: DbErrorFields = {};
  if (typeof error !== 'object' || error === null) return fields;
  for (const name of FIELD_NAMES) {
    const value = (error as Record<string, unknown>)[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** The SQLSTATE code of an error thrown by either engine, if it has one. */
function dbErrorCode(error: unknown): string | undefined {
  return dbErrorFields(error).code;
}

/** True for a unique or primary-key violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return dbErrorCode(error) === '23505';
}

/**
 * The database cannot be reached (server down, connection lost, embedded engine stopped): a
 * temporary state the API answers with 503 and Retry-After rather than 500 (issue 9.14).
 */
export class DbUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DbUnavailableError';
  }
}

// SQLSTATE class 08 (connection exception), 57P01-03 (shut down, cannot connect now), 25P03
// (idle_in_transaction_session_timeout ended the session): the connection is gone.
const CONNECTION_LOST_SQLSTATE = /^(08...|57P0[123]|25P03)$/;
// The server refuses work for now, not this statement: 53000 (insufficient resources), 53100 (disk
// full: the data folder's disk, where nothing is written until an operator frees space; reads go
// on), 53200 (out of memory), 53300 (too many connections), 57014 (cancelled: statement_timeout).
const BUSY_SQLSTATE = /^(53[0-3]00|57014)$/;
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// `pg` reports a lost, unobtainable, silent (query_timeout, connection timeout) or shut connection
// with these messages and no code.
const PG_CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|Client was closed|Query read timeout|timeout expired)/;

/** True when `error` says the connection it came from is lost (or was never made). */
export function isConnectionLost(error: unknown): boolean {
  const code = dbErrorCode(error);
  if (code && (CONNECTION_LOST_SQLSTATE.test(code) || NETWORK_ERRORS.has(code))) return true;
  return error instanceof Error && PG_CONNECTION_LOST.test(error.message);
}

/** True when `error` says the database is out of reach rather than that a statement failed. */
export function isDbUnavailable(error: unknown): boolean {
  if (error instanceof DbUnavailableError || isConnectionLost(error)) return true;
  const code = dbErrorCode(error);
  return code !== undefined && BUSY_SQLSTATE.test(code);
}
