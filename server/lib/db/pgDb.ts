import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyStatement, rowsToCsv } from './copyCsv';
import { checkChannel, ListenerRegistry } from './listeners';
import { pgTypes } from './typeParsers';
import type { Db, Transaction } from './types';

const LISTENER_RECONNECT_MS = 1000;
/** A server that does not answer fails a request in seconds (503, issue 9.14) instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A PostgreSQL server through a `pg` pool; LISTEN runs on one dedicated client, COPY on a client
 * of its own (the pool's clients pipeline, which COPY does not allow).
 */
export async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: pgTypes,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A statement is sent without waiting for the answer to the one before: statements a
    // transaction sends together (`pipelined`) take one round trip, not one each.
    pipeline: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('postgres pool:', error.message));
  await pool.query('SELECT 1');

  const listeners = new ListenerRegistry();
  let listenClient: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connectListener = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: databaseUrl, types: pgTypes });
      client.on('notification', (message) =>
        listeners.dispatch(message.channel, message.payload ?? ''),
      );
      client.on('error', (error) => {
        console.error('postgres listener:', error.message);
        listenClient = null;
        connecting = null;
        // Re-subscribe every channel on a fresh connection, so other processes are heard again.
        if (!closed) setTimeout(() => void resubscribe(), LISTENER_RECONNECT_MS);
      });
      await client.connect();
      for (const channel of listeners.channels()) await client.query(`LISTEN "${channel}"`);
      listenClient = client;
      return client;
    })();
    return connecting;
  };

  const resubscribe = async () => {
    if (closed || listeners.channels().length === 0) return;
    await connectListener().catch((error: Error) => {
      console.error('postgres listener reconnect:', error.message);
      connecting = null;
      if (!closed) setTimeout(() => void resubscribe(), LISTENER_RECONNECT_MS);
    });
  };

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

    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query({ text: sql, values: [...params] })).rows as Row[];
    },

    async exec(sql) {
      // Several statements in one simple-protocol call run as one implicit transaction.
      await pool.query(sql);
    },

    async transaction(fn) {
      const client = await pool.connect();
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
        const result = await fn(txHandle(client, () => open, commit)).finally(() => (open = false));
        await (committed ?? client.query('COMMIT'));
        return result;
      } catch (error) {
        // After a COMMIT (the transaction committed or was rolled back) this only warns.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    async copyRows(table, columns, rows) {
      if (rows.length === 0) return;
      const sql = copyStatement(table, columns, 'STDIN');
      const client = new pg.Client({
        connectionString: databaseUrl,
        types: pgTypes,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      await client.connect();
      try {
        await pipeline(Readable.from([rowsToCsv(rows)]), client.query(copyFrom(sql)));
      } finally {
        await client.end();
      }
    },

    async listen(channel, onPayload) {
      checkChannel(channel);
      if (listeners.add(channel, onPayload)) {
        // LISTEN is idempotent: a fresh connection has already subscribed every known channel.
        const client = await connectListener();
        await client.query(`LISTEN "${channel}"`);
      }
      return async () => {
        if (listeners.remove(channel, onPayload) && listenClient) {
          await listenClient.query(`UNLISTEN "${channel}"`);
        }
      };
    },

    async notify(channel, payload) {
      checkChannel(channel);
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },

    async close() {
      closed = true;
      await listenClient?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
