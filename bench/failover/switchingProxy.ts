import { connect, createServer, type Socket } from 'node:net';

/**
 * The drill's stand-in for what production puts between the shop and PostgreSQL (HAProxy,
 * PgBouncer, a virtual address that Patroni moves): a TCP relay on loopback whose target can be
 * switched. A switch closes every connection it relays, as HAProxy does for a server marked down
 * (`on-marked-down shutdown-sessions`), and new connections go to the new target.
 */
export interface SwitchingProxy {
  port: number;
  switchTo(targetPort: number): void;
  close(): Promise<void>;
}

export async function startSwitchingProxy(targetPort: number): Promise<SwitchingProxy> {
  let target = targetPort;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // Either end failing ends the pair, as a dead server ends a connection.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    switchTo: (next) => {
      target = next;
      dropAll();
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      dropAll();
      await closed;
    },
  };
}
