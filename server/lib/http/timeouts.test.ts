import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDb } from '../../testing';
import type { Db } from '../db';
import { SERVER_TIMEOUTS } from './timeouts';

let db: Db;
let app: FastifyInstance;
let port: number;

// The same limits as SERVER_TIMEOUTS, shortened so a test need not wait half a minute.
const SHORT = {
  headersMs: 300,
  requestMs: 600,
  idleMs: 600,
  keepAliveMs: 600,
  checkIntervalMs: 50,
};
/** How long the slow client below would keep trickling if nobody stopped it. */
const CLIENT_PATIENCE_MS = 8_000;

/** Resolved by the next time a connection of the server has been silent for SHORT.idleMs. */
let silenceWaiters: (() => void)[] = [];
const nextSilence = () => new Promise<void>((resolve) => silenceWaiters.push(resolve));

/** An answer made only after its connection has been silent too long. */
const SLOW_ANSWER = '/timeouts-slow-answer';

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null }, timeouts: SHORT });
  app.get(SLOW_ANSWER, async () => {
    await nextSilence();
    return { answered: true };
  });
  // After the server's own listener, which decides what a silent connection's end is.
  app.server.on('connection', (socket: Socket) =>
    socket.on('timeout', () => {
      const waiting = silenceWaiters;
      silenceWaiters = [];
      for (const resolve of waiting) resolve();
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/**
 * A client that sends `head` and then one more byte every 50 ms, as slowloris and slow uploads
 * do. Resolves with what the server answered and whether the server closed the connection
 * before the client ran out of bytes to trickle.
 */
function trickle(head: string, byte: string): Promise<{ answer: string; cutOff: boolean }> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (cutOff: boolean) => {
      clearInterval(timer);
      socket.destroy();
      resolve({ answer, cutOff });
    };
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        sent += 50;
        if (sent >= CLIENT_PATIENCE_MS) return finish(false);
        socket.write(byte);
      }, 50);
    });
  });
}

describe('issue 9 point 9: slow clients are cut off', () => {
  it('answers 408 and closes a connection that sends its headers a byte at a time', async () => {
    const { answer, cutOff } = await trickle(
      'GET /api/user/info HTTP/1.1\r\nHost: shop\r\nX-Slow: ',
      'a',
    );
    expect(cutOff).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 and closes a connection that uploads its body a byte at a time', async () => {
    const head =
      'POST /api/forms/corporate HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
      'X-Requested-With: XMLHttpRequest\r\nContent-Length: 10000\r\n\r\n{"name":"';
    const { answer, cutOff } = await trickle(head, 'a');
    expect(cutOff).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes a connection that sends nothing at all', async () => {
    expect((await trickle('', '')).cutOff).toBe(true);
  });

  it('keeps the connection of an answer that takes longer than a silent connection may last', async () => {
    // Node closed it after idleMs, and the client got «other side closed» instead of the page.
    const first = await fetch(`http://127.0.0.1:${port}${SLOW_ANSWER}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ answered: true });
    // The same connection again, now kept alive after an answer.
    const again = await fetch(`http://127.0.0.1:${port}${SLOW_ANSWER}`);
    expect(again.status).toBe(200);
  });

  it('the server listens with the documented limits (docs/operations.md "Limits")', async () => {
    const served = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
    try {
      expect(served.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
      expect(served.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
      expect(served.server.timeout).toBe(SERVER_TIMEOUTS.idleMs);
      expect(served.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    } finally {
      await served.close();
    }
  });
});
