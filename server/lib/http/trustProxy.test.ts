import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../db';
import { createTestDb } from '../../testing';
import { csrfHeaders } from './csrf';

/**
 * Issue 9 point 8: behind a proxy, the client address used for limits is the one the trusted proxy
 * saw, whatever X-Forwarded-For a client sends; absolute links use PUBLIC_URL, never the Host or
 * X-Forwarded-Host a client chose. Issue 22 point 5: TRUST_PROXY names the proxies' addresses,
 * and the header of any other peer is ignored.
 */
const PROXY = '10.1.0.1';
const PUBLIC_URL = 'https://shop.example';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDb();
  const env = { TRUST_PROXY: PROXY, PUBLIC_URL };
  app = await buildApp({ db, config: { ...loadConfig(env), spaDir: null } });
  app.get('/test/ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** A request as the one proxy forwards it: the client's own header, then the address it saw. */
const viaProxy = (clientSent: string | undefined, clientAddress: string) => ({
  remoteAddress: PROXY,
  headers: {
    'x-forwarded-for': clientSent ? `${clientSent}, ${clientAddress}` : clientAddress,
    'x-forwarded-proto': 'https',
  },
});

/** Signs in with a wrong password as `from` sends it, until refused (429) or 40 attempts. */
async function statusAfterRotatingForgedAddresses(
  from: (forged: string) => { remoteAddress: string; headers: Record<string, string> },
): Promise<number> {
  let status = 0;
  for (let attempt = 1; attempt <= 40 && status !== 429; attempt++) {
    const { remoteAddress, headers } = from(`203.0.113.${attempt}`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/auth',
      remoteAddress,
      headers: { ...headers, ...csrfHeaders },
      // A new account each time, so only the per-address limit can stop it.
      payload: {
        login: `proxy-${remoteAddress}-${attempt}@example.ru`,
        password: 'неверный-пароль',
      },
    });
    status = response.statusCode;
  }
  return status;
}

describe('issue 9 point 8: trusted proxies', () => {
  it('takes the address the trusted proxy saw, not the one the client forged', async () => {
    const forged = await app.inject({
      url: '/test/ip',
      ...viaProxy('203.0.113.7', '198.51.100.20'),
    });
    expect(forged.json()).toEqual({ ip: '198.51.100.20', protocol: 'https' });
    const plain = await app.inject({ url: '/test/ip', ...viaProxy(undefined, '198.51.100.21') });
    expect(plain.json()).toEqual({ ip: '198.51.100.21', protocol: 'https' });
  });

  it('trusts only the listed proxy addresses when given a list', async () => {
    const listed = await buildApp({
      db,
      config: { ...loadConfig({ TRUST_PROXY: `${PROXY}, 10.2.0.0/16` }), spaDir: null },
    });
    listed.get('/test/ip', async (request) => ({ ip: request.ip }));
    try {
      const fromProxy = await listed.inject({
        url: '/test/ip',
        ...viaProxy('203.0.113.7', '198.51.100.30'),
      });
      expect(fromProxy.json()).toEqual({ ip: '198.51.100.30' });
      const direct = await listed.inject({
        url: '/test/ip',
        remoteAddress: '198.51.100.31',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(direct.json()).toEqual({ ip: '198.51.100.31' });
    } finally {
      await listed.close();
    }
  });

  it('refuses TRUST_PROXY=true, which would trust any forged address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('issue 22 point 5: refuses a number of hops at start, naming the address form', () => {
    for (const hops of ['1', '2'])
      expect(() => loadConfig({ TRUST_PROXY: hops })).toThrow(
        /number of hops.*addresses or subnets of the proxies, e\.g\. TRUST_PROXY=10\.0\.0\.5/,
      );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5, nginx' })).toThrow(
      /"nginx" is not an address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  it('a new forged X-Forwarded-For on every sign-in attempt through the proxy still runs into the limit', async () => {
    const status = await statusAfterRotatingForgedAddresses((forged) =>
      viaProxy(forged, '198.51.100.40'),
    );
    expect(status).toBe(429);
  });

  it('issue 22 point 5: a peer that is not a listed proxy and rotates X-Forwarded-For is limited by its own address', async () => {
    const status = await statusAfterRotatingForgedAddresses((forged) => ({
      remoteAddress: '198.51.100.41',
      headers: { 'x-forwarded-for': forged },
    }));
    expect(status).toBe(429);
    const direct = await app.inject({
      url: '/test/ip',
      remoteAddress: '198.51.100.42',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
    });
    expect(direct.json()).toEqual({ ip: '198.51.100.42', protocol: 'http' });
  });
});

describe('issue 9 point 8: the public origin comes from PUBLIC_URL', () => {
  const forgedHost = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

  it('the canonical link ignores Host and X-Forwarded-Host', async () => {
    const page = await app.inject({
      url: '/kontakty/',
      remoteAddress: PROXY,
      headers: { ...forgedHost, 'x-forwarded-for': '198.51.100.50' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/kontakty/" />`);
    expect(page.body).not.toContain('evil.example');
  });

  it('the sitemap ignores Host and X-Forwarded-Host', async () => {
    for (const url of ['/sitemap.xml', '/sitemap-1.xml']) {
      const sitemap = await app.inject({ url, remoteAddress: PROXY, headers: forgedHost });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/`);
      expect(sitemap.body).not.toContain('evil.example');
    }
  });

  it('refuses a PUBLIC_URL that is not an origin', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe(PUBLIC_URL);
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example/shop/' })).toThrow(/PUBLIC_URL/);
  });
});
