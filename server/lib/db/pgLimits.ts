import type pg from 'pg';

/**
 * How long the shop waits on PostgreSQL before it takes a connection for broken (issue 22 point 1):
 * a dropped or half-open connection is found, dropped and replaced instead of holding requests
 * for good. Milliseconds; 0 turns a limit off. docs/operations.md "Database faults".
 */
export interface DbLimits {
  /** Opening a connection, or waiting for a free one of the pool (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /**
   * TCP keepalive probes start after this much silence on a connection (DB_KEEPALIVE_MS); the
   * LISTEN connection, silent by nature, also sends a `SELECT 1` this often.
   */
  keepAliveMs: number;
  /** The server cancels a statement that runs longer: `statement_timeout` (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /**
   * The server ends a session left idle inside a transaction this long, releasing its locks: a
   * shop process cut off mid-transaction holds no stock row for longer
   * (`idle_in_transaction_session_timeout`, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS).
   */
  idleInTransactionTimeoutMs: number;
  /**
   * The shop stops waiting for an answer and drops the connection: `pg`'s `query_timeout`
   * (DB_QUERY_TIMEOUT_MS). Longer than the statement timeout, so a slow statement is cancelled by
   * the server first and this fires only when the server is silent.
   */
  queryTimeoutMs: number;
}

export const DEFAULT_DB_LIMITS: DbLimits = {
  connectTimeoutMs: 5_000,
  keepAliveMs: 10_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 10_000,
  queryTimeoutMs: 35_000,
};

/**
 * Migrations and the demo seed at start (server/main.ts): statements that may run for minutes,
 * an advisory lock held across the whole seed, a second process waiting for it. Only the
 * connection's own faults are bounded.
 */
export const SETUP_DB_LIMITS: DbLimits = {
  ...DEFAULT_DB_LIMITS,
  statementTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
  queryTimeoutMs: 0,
};

/** What every connection of the shop is opened with: the network's limits, no statement limit. */
export function connectionConfig(databaseUrl: string, limits: DbLimits): pg.ClientConfig {
  return {
    connectionString: databaseUrl,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    keepAlive: limits.keepAliveMs > 0,
    keepAliveInitialDelayMillis: limits.keepAliveMs,
  };
}

/** The pool's connections: the network's limits and the statement limits (unset when 0). */
export function pooledConfig(databaseUrl: string, limits: DbLimits): pg.ClientConfig {
  return {
    ...connectionConfig(databaseUrl, limits),
    // Startup parameters of the session; `pg` leaves a 0 out, so the server's own setting holds.
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    query_timeout: limits.queryTimeoutMs || undefined,
  };
}
