import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyStatement, rowsToCsv } from './copyCsv';
import { isConnectionLost } from './errors';
import { checkChannel } from './listeners';
import { connectionConfig, DEFAULT_DB_LIMITS, pooledConfig, type DbLimits } from './pgLimits';
import { PgListener } from './pgListener';
import { pgTypes } from './typeParsers';
import type { Db, Transaction } from './types';

/**
 * A PostgreSQL server through a `pg` pool; LISTEN runs on one dedicated client (pgListener.ts),
 * COPY on a client of its own (the pool's clients pipeline, which COPY does not allow). No error
 * of a connection ends the process: every client has an 'error' listener whenever it is open,
 * and a broken client is destroyed, not returned to the pool (issue 22 point 1).
 */
export async function openPostgres(
  databaseUrl: string,
  limits: DbLimits = DEFAULT_DB_LIMITS,
): Promise<Db> {
  const pool = new pg.Pool({
    ...pooledConfig(databaseUrl, limits),
    types: pgTypes,
    max: 10,
    // A statement is sent without waiting for the answer to the one before: statements a
    // transaction sends together (`pipelined`) take one round trip, not one each.
    pipeline: true,
  });

  // Connections opened before the last connection failure are not trusted: a fault (a reset, a
  // silent server) breaks them all, and each found only on use would cost a request its timeout.
  let failures = 0;
  const generation = new WeakMap<pg.Client, number>();
  pool.on('connect', (client) => generation.set(client, failures));
  const failed = (error: unknown) => {
    failures++;
    console.error('postgres connection lost:', (error as Error).message);
  };
  // An idle client losing its connection: the pool has dropped it already.
  pool.on('error', failed);

  const checkout = async (): Promise<pg.PoolClient> => {
    for (;;) {
      const client = await pool.connect();
      if (generation.get(client) === failures) return client;
      client.release(true);
    }
  };

  /**
   * Runs `work` on a client of the pool. While checked out the client has no listener of the
   * pool's: without this one a lost connection ('Connection terminated unexpectedly', EPIPE of a
   * pipelined write) would be an unhandled 'error' event. `discard()` marks the client unusable.
   */
  const withClient = async <T>(
    work: (client: pg.PoolClient, discard: () => void) => Promise<T>,
  ): Promise<T> => {
    const client = await checkout();
    let broken: unknown = null;
    const onError = (error: Error) => (broken ??= error);
    client.on('error', onError);
    try {
      return await work(client, () => (broken ??= new Error('client discarded')));
    } catch (error) {
      if (isConnectionLost(error)) broken ??= error;
      throw error;
    } finally {
      client.off('error', onError);
      if (broken) failed(broken);
      client.release(broken !== null);
    }
  };

  await withClient((client) => client.query('SELECT 1'));
  /** A client outside the pool, for LISTEN and COPY: the network's limits, no statement limit. */
  const ownClient = () =>
    new pg.Client({ ...connectionConfig(databaseUrl, limits), types: pgTypes });
  const listener = new PgListener(ownClient, limits);

  /**
   * The handle of a transaction on `client`, refusing statements once `isOpen()` is false: one
   * sent after the transaction ended would run outside it, or in the pooled client's next one.
   */
  const txHandle = (
    client: pg.PoolClient,
    isOpen: () => boolean,
    commit: () => Promise<void>,
  ): Transaction => {
    const refuseLate = () => {
      if (!isOpen()) throw new Error('statement sent after its transaction ended');
    };
    return {
      commit,
      query: async <Row>(sql: string, params: readonly unknown[] = []) => {
        refuseLate();
        return (await client.query({ text: sql, values: [...params] })).rows as Row[];
      },
      exec: async (sql: string) => {
        refuseLate();
        await client.query(sql);
      },
    };
  };

  return {
    engine: 'postgres',

    transactionOpen: () => false,

    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      withClient(
        async (client) => (await client.query({ text: sql, values: [...params] })).rows as Row[],
      ),

    async exec(sql) {
      // Several statements in one simple-protocol call run as one implicit transaction.
      await withClient((client) => client.query(sql));
    },

    transaction: (fn) =>
      withClient(async (client, discard) => {
        let open = true;
        let committed: Promise<unknown> | null = null;
        const commit = async () => {
          if (!committed) {
            if (!open) throw new Error('statement sent after its transaction ended');
            open = false;
            committed = client.query('COMMIT');
          }
          await committed;
        };
        try {
          await client.query('BEGIN');
          const result = await fn(txHandle(client, () => open, commit)).finally(
            () => (open = false),
          );
          await (committed ?? client.query('COMMIT'));
          return result;
        } catch (error) {
          // A lost connection is destroyed, which rolls back; waiting for a ROLLBACK on it would
          // cost the request another timeout. After a COMMIT (the transaction committed or was
          // rolled back) the ROLLBACK only warns; one that fails leaves the session unknown.
          if (!isConnectionLost(error)) await client.query('ROLLBACK').catch(discard);
          throw error;
        }
      }),

    async copyRows(table, columns, rows) {
      if (rows.length === 0) return;
      const sql = copyStatement(table, columns, 'STDIN');
      // No statement or answer limit: a bulk load may run for minutes (the demo seed); a dead
      // server is still found by the connection timeout and TCP keepalive.
      const client = ownClient();
      // The COPY fails with the connection's error; the event must not end the process too.
      client.on('error', () => undefined);
      await client.connect();
      try {
        await pipeline(Readable.from([rowsToCsv(rows)]), client.query(copyFrom(sql)));
      } finally {
        await client.end();
      }
    },

    async listen(channel, onPayload) {
      checkChannel(channel);
      return listener.listen(channel, onPayload);
    },

    async notify(channel, payload) {
      checkChannel(channel);
      await withClient((client) => client.query('SELECT pg_notify($1, $2)', [channel, payload]));
    },

    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
