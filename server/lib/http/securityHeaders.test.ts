import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../db';
import { createTestDb } from '../../testing';

/**
 * Issue 9 point 12: security headers on every answer, a CSP that admits the configured counters
 * only, HSTS only over https, and no source maps or mock service worker in production.
 */
let db: Db;
let spaDir: string;
const apps: FastifyInstance[] = [];

async function shop(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: { ...loadConfig(env), spaDir } });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  db = await createTestDb();
  spaDir = await mkdtemp(path.join(tmpdir(), 'shop-spa-'));
  await mkdir(path.join(spaDir, 'assets'));
  await writeFile(
    path.join(spaDir, 'index.html'),
    '<!doctype html><html><head><!--seo--></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(spaDir, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  await writeFile(path.join(spaDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
  await writeFile(
    path.join(spaDir, 'mockServiceWorker.js'),
    'self.addEventListener("fetch", () => {});',
  );
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db?.close();
  await rm(spaDir, { recursive: true, force: true });
});

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('issue 9 point 12: security headers', () => {
  it('sends CSP, nosniff, frame-ancestors and Referrer-Policy, and no HSTS over http', async () => {
    const app = await shop({});
    for (const url of ['/kontakty/', '/api/user/info', '/assets/index-abc123.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'default-src')).toBe("default-src 'self'");
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('issue 11: admits inline styles (styled-components, React style attributes) but no inline script, the same on every answer', async () => {
    const app = await shop({});
    const [first, second] = [
      await app.inject({ url: '/kontakty/' }),
      await app.inject({ url: '/api/docs/' }),
    ];
    const csp = String(first.headers['content-security-policy']);
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toContain('nonce');
    expect(second.headers['content-security-policy']).toBe(csp);
  });

  it('admits only the counters the SPA was built with', async () => {
    const app = await shop({ VITE_WEB_ANALYTICS_ID: '12345678', VITE_LIVE_CHAT_ID: '' });
    const csp = String(
      (await app.inject({ url: '/kontakty/' })).headers['content-security-policy'],
    );
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://mc.yandex.ru https://yastatic.net",
    );
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://mc.yandex.ru");
    expect(csp).not.toContain('jivo');
    expect(csp).not.toContain('googletagmanager');
  });

  it('sends HSTS when served over https through a trusted proxy, not on a forged header', async () => {
    const app = await shop({ TRUST_PROXY: '127.0.0.1' });
    const viaProxy = await app.inject({
      url: '/kontakty/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const forged = await app.inject({
      url: '/kontakty/',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('issue 9 point 12: files served in production', () => {
  it('serves no source maps and no mock service worker with NODE_ENV=production', async () => {
    const app = await shop({ NODE_ENV: 'production' });
    expect((await app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/index-abc123.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/mockServiceWorker.js' })).statusCode).toBe(404);
  });

  it('still serves them in development, where the tools use them', async () => {
    const app = await shop({ NODE_ENV: 'development' });
    expect((await app.inject({ url: '/assets/index-abc123.js.map' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/mockServiceWorker.js' })).statusCode).toBe(200);
  });
});
