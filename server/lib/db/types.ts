/**
 * The one database interface every server module uses. Two implementations share it: embedded
 * PGlite running in a worker thread (default) and a `pg` pool (when DATABASE_URL is set).
 * SQL is PostgreSQL; parameters are `$1, $2, ...`. Counts and bigints come back as numbers from
 * both engines, numeric (prices) as numbers, timestamptz as JS Date, date as 'YYYY-MM-DD'
 * (normalised in typeParsers.ts, ARCHITECTURE §5). Errors keep the PostgreSQL `code` (errors.ts).
 */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * The handle a transaction callback gets: queries on the transaction's own connection. Statements
 * sent without waiting for each other run in the order sent (await them with `pipelined`); one
 * sent after the callback has settled is refused.
 */
export interface Transaction extends Queryable {
  /** Runs several statements separated by `;` inside the transaction. */
  exec(sql: string): Promise<void>;
  /**
   * Sends COMMIT now, right behind the statements sent before it, without waiting for their
   * answers (a round trip less while the embedded engine's one connection is held). Only for a
   * last trip whose statements refuse by themselves, with an error, whatever must not be
   * committed: an error in any of them turns the COMMIT into a rollback, and the transaction
   * rejects with it. Nothing can be sent after it, and the transaction does not commit again.
   */
  commit(): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` inside BEGIN/COMMIT; any throw rolls back. Nested calls are not supported. Use `tx`
   * inside `fn`: on the embedded engine (one connection) other callers' queries wait until the
   * transaction ends, so calling `db.query` from inside `fn` would wait for itself.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs several statements separated by `;` (migrations), in one transaction. */
  exec(sql: string): Promise<void>;
  /**
   * Bulk load with COPY FROM: `rows` are arrays of column values in `columns` order
   * (null for NULL, JS arrays for int[]/text[] columns, objects for jsonb, a JSON string for a
   * jsonb array). Columns left out take their defaults. See copyCsv.ts.
   */
  copyRows(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly unknown[])[],
  ): Promise<void>;
  /**
   * Called with the payload whenever `notify(channel, ...)` is sent by any process (after the
   * sending transaction commits). Channel names: lower-case letters, digits and `_`.
   * Resolves to an unsubscribe function.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}
