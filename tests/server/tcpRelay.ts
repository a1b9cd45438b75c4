import { connect, createServer, type Socket } from 'node:net';
import type { Db } from '../../server/lib/db';

/**
 * A TCP relay of a test's own between the shop and PostgreSQL, to break the connections as a
 * network does: `reset()` resets every connection (the server went away), `stall()` leaves them
 * half-open (the host rebooted behind a firewall: sockets stay open, no byte passes, new
 * connections are accepted and then hear nothing), `heal()` forwards new connections again,
 * `close()` shuts the relay with every connection.
 */
export interface TcpRelay {
  port: number;
  reset(): void;
  stall(): void;
  /** New connections are forwarded again; stalled ones stay silent, as a rebooted host forgot them. */
  heal(): void;
  /**
   * Strikes `fault` instead of forwarding the `occurrence`-th chunk from the shop that holds
   * `marker` (a statement's text), so that it strikes in the middle of a transaction; resolves
   * once it has.
   */
  strikeAt(marker: string, occurrence: number, fault: 'reset' | 'stall'): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  shop: Socket;
  server: Socket | null;
  /** Stalled: nothing passes, not even the server's end of the connection. */
  frozen: boolean;
}

export async function startRelay(target: URL): Promise<TcpRelay> {
  const links = new Set<Link>();
  let stalled = false;
  /** Decides on a chunk from the shop before it is forwarded: true drops it. */
  let trap: ((chunk: Buffer) => boolean) | null = null;
  const freeze = (link: Link) => {
    link.frozen = true;
    link.server?.unpipe();
    link.shop.pause();
    link.server?.pause();
  };
  const relay = createServer((shop) => {
    const link: Link = { shop, server: null, frozen: stalled };
    links.add(link);
    shop.on('close', () => links.delete(link));
    shop.on('error', () => undefined);
    if (stalled) return void shop.pause();
    const server = connect(Number(target.port || 5432), target.hostname);
    link.server = server;
    const serverGone = () => {
      if (!link.frozen) shop.destroy();
    };
    server.on('error', serverGone);
    server.on('close', serverGone);
    shop.on('close', () => server.destroy());
    shop.on('data', (chunk: Buffer) => {
      if (!link.frozen && !trap?.(chunk)) server.write(chunk);
    });
    shop.on('end', () => server.end());
    server.pipe(shop);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as { port: number };
  const reset = () => {
    for (const link of links) {
      link.server?.resetAndDestroy();
      link.shop.resetAndDestroy();
    }
  };
  const stall = () => {
    stalled = true;
    for (const link of links) freeze(link);
  };
  return {
    port,
    reset,
    stall,
    heal: () => {
      stalled = false;
    },
    strikeAt: (marker, occurrence, fault) =>
      new Promise<void>((resolve) => {
        let seen = 0;
        trap = (chunk) => {
          if (!chunk.includes(marker) || ++seen < occurrence) return false;
          trap = null;
          if (fault === 'reset') reset();
          else stall();
          resolve();
          return true;
        };
      }),
    close: async () => {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const link of links) {
        link.shop.destroy();
        link.server?.destroy();
      }
      await closed;
    },
  };
}

/**
 * The URL of `db` (a createTestDb database on the server of `serverUrl`), through `relay` if given.
 */
export async function urlOf(db: Db, serverUrl: string, relay?: TcpRelay): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(serverUrl);
  if (relay) {
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
  }
  url.pathname = `/${row?.name}`;
  return url.toString();
}
