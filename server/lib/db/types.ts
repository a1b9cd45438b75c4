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

interface TransactionOptions {
  /**
   * Each statement of the transaction runs on its one generic plan rather than being planned
   * again for its values (`SET LOCAL plan_cache_mode = force_generic_plan`), for a transaction of
   * short statements keyed by ids, whose best plan does not depend on them. PostgreSQL plans a
   * statement anew for each call when the generic plan's estimate is worse, as it always is for
   * `= ANY($1)` of an array it cannot size: the checkout's stock statement spent 1.3 of its
   * 2.3 ms planning (docs/benchmarks.md). The embedded engine only, where statements are prepared
   * once a process and each plan is made on the one connection every other request waits for;
   * the PostgreSQL pool sends unnamed statements, planned at each call either way, and ignores it.
   */
  genericPlans?: boolean;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` inside BEGIN/COMMIT; any throw rolls back. Nested calls are not supported. Use `tx`
   * inside `fn`: on the embedded engine (one connection) other callers' queries wait until the
   * transaction ends, so calling `db.query` from inside `fn` would wait for itself.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
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
  /**
   * Whether a statement sent now would wait for a transaction to end: on the embedded engine, one
   * is open on its one connection; on PostgreSQL never (each transaction has its own connection).
   * A read that may serve what it read a moment ago asks, rather than wait for an import's batch.
   */
  transactionOpen(): boolean;
  close(): Promise<void>;
}
