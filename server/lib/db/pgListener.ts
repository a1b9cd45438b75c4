import type pg from 'pg';
import { ListenerRegistry } from './listeners';
import type { DbLimits } from './pgLimits';

const RECONNECT_MS = 1000;

/**
 * The LISTEN connection of a PostgreSQL database: one client subscribed to every channel this
 * process listens on. When it ends (lost, or silent past a heartbeat) a new one subscribes every
 * channel again a second later, and so on until the server answers, so that other processes'
 * notifications are heard again without a restart (issue 22 point 1).
 */
export class PgListener {
  private readonly listeners = new ListenerRegistry();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly newClient: () => pg.Client,
    private readonly limits: DbLimits,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void) {
    if (this.listeners.add(channel, onPayload)) {
      try {
        // LISTEN is idempotent: a connection made meanwhile has subscribed the channel already.
        const client = await this.connected();
        await client.query(`LISTEN "${channel}"`);
      } catch (error) {
        this.listeners.remove(channel, onPayload);
        throw error;
      }
    }
    return async () => {
      if (this.listeners.remove(channel, onPayload) && this.client) {
        // A connection lost meanwhile took its subscriptions with it.
        await this.client.query(`UNLISTEN "${channel}"`).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    await this.client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    this.connecting ??= this.connect();
    return this.connecting;
  }

  private connect(): Promise<pg.Client> {
    const client = this.newClient();
    let heartbeat: NodeJS.Timeout | undefined;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      if (this.client === client) this.client = null;
      if (this.connecting === attempt) this.connecting = null;
      if (!this.closed && this.listeners.channels().length > 0) {
        this.retry = setTimeout(() => void this.connected().catch(() => undefined), RECONNECT_MS);
        this.retry.unref();
      }
    };
    client.on('notification', (message) =>
      this.listeners.dispatch(message.channel, message.payload ?? ''),
    );
    client.on('error', (error) => console.error('postgres listener:', error.message));
    client.once('end', end);
    const attempt = (async () => {
      try {
        await client.connect();
        for (const channel of this.listeners.channels()) await client.query(`LISTEN "${channel}"`);
      } catch (error) {
        end();
        void client.end().catch(() => undefined);
        throw error;
      }
      if (this.limits.keepAliveMs > 0) {
        // A LISTEN connection only receives: a silent server (half-open connection) would go
        // unnoticed for as long as TCP keepalive takes, or for ever behind a proxy that answers
        // the probes. A statement with a deadline finds it; end() drops a connection stuck in it.
        heartbeat = setInterval(() => {
          const ping = { text: 'SELECT 1', query_timeout: this.limits.connectTimeoutMs };
          client
            .query(ping as pg.QueryConfig)
            .catch(() => void client.end().catch(() => undefined));
        }, this.limits.keepAliveMs);
        heartbeat.unref();
      }
      this.client = client;
      return client;
    })();
    return attempt;
  }
}
