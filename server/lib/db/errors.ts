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
export function dbErrorCode(error: unknown): string | undefined {
  return dbErrorFields(error).code;
}

/** True for a unique or primary-key violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return dbErrorCode(error) === '23505';
}
