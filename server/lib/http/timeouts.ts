import type { FastifyHttpOptions } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ServerTimeouts {
  /** The request line and headers must arrive within this (slowloris: headers sent a byte at a time). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (slow uploads). */
  requestMs: number;
  /**
   * A connection that sends and receives nothing this long is closed, unless its request's answer
   * is still being made (closeOnlyIdleSockets).
   */
  idleMs: number;
  /**
   * An idle keep-alive connection is kept this long. Above the 60 s that proxies and load
   * balancers commonly keep idle upstream connections, so the server never closes one the proxy
   * is about to reuse (Fastify's default for that reason).
   */
  keepAliveMs: number;
  /** How often Node checks open connections against the header and request limits. */
  checkIntervalMs: number;
}

/** docs/operations.md "Limits". Bodies are at most 1 MB (Fastify's default body limit). */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 30_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 2_000,
};

/**
 * The Fastify constructor options that cut off slow clients. Fastify's defaults switch Node's
 * request timeout off (0) and leave sockets without an idle timeout, so a client that trickles
 * its headers or body holds a connection for as long as it likes.
 */
export function timeoutOptions(
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
): Pick<
  FastifyHttpOptions<Server>,
  'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout' | 'http'
> {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}

/**
 * Node closes a socket that has been silent for `idleMs` even while the shop is still making its
 * request's answer: a 1C import step on a busy machine, or an export waiting for its first rows,
 * then reached its client as a closed connection («other side closed») instead of an answer. A
 * socket whose answer has not started is kept (the client decides how long it waits); one with
 * no request under way, or whose answer stopped flowing (a client that stopped reading), is closed
 * as Node would have. Slow requests are still cut off by `headersMs` and `requestMs`.
 */
export function closeOnlyIdleSockets(server: Server): void {
  // The latest answer of each socket (a finished one counts as sent).
  const answers = new WeakMap<Socket, ServerResponse>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    answers.set(request.socket, response);
  });
  server.on('timeout', (socket: Socket) => {
    if (answers.get(socket)?.headersSent === false) return;
    socket.destroy();
  });
}
