import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { missingPublicUrl } from '../../config';
import { signedUp } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import { csrfHeaders } from './csrf';
import { shopperOrigin } from './shopperOrigin';

/**
 * Issue 26 point 6: without PUBLIC_URL (development) the links sent to a shopper use the address
 * they came by, X-Forwarded-* only from a trusted proxy; production refuses to start without it.
 */
const PROXY = '10.1.0.1';
const s = shopWithMailSuite(() => ({ trustProxy: [PROXY] }));

/** Asks for a reset link for a registered address as `request` sends it; answers the link. */
async function resetLinkOrigin(request: {
  remoteAddress?: string;
  headers: Record<string, string>;
}) {
  const email = `origin-${s.smtp.messages.length}@example.ru`;
  await signedUp(s.app, email);
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/user/password/forgot',
    remoteAddress: request.remoteAddress,
    headers: { ...request.headers, ...csrfHeaders },
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  const mail = await s.smtp.waitFor((m) => m.to.includes(email));
  const link = /(\S+)\/personal\/private\/\?reset=/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}

describe('links sent to a shopper without PUBLIC_URL', () => {
  it('use the address the shopper came by', async () => {
    expect(await resetLinkOrigin({ headers: { host: '127.0.0.1:4300' } })).toBe(
      'http://127.0.0.1:4300',
    );
  });

  it('take X-Forwarded-Host and -Proto from the trusted proxy', async () => {
    const link = await resetLinkOrigin({
      remoteAddress: PROXY,
      headers: {
        host: '10.1.0.2:3000',
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-host': 'shop.test:8443',
        'x-forwarded-proto': 'https',
      },
    });
    expect(link).toBe('https://shop.test:8443');
  });

  it('ignore X-Forwarded-* from anyone else', async () => {
    const link = await resetLinkOrigin({
      remoteAddress: '198.51.100.8',
      headers: {
        host: '127.0.0.1:4300',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(link).toBe('http://127.0.0.1:4300');
  });
});

describe('the origin of a shopper’s links', () => {
  const request = { protocol: 'http' as const, host: 'evil.example' };

  it('is PUBLIC_URL when set, whatever the request says', () => {
    const config = { publicUrl: 'https://shop.example', publicUrlSet: true };
    expect(shopperOrigin(config, request)).toBe('https://shop.example');
  });

  it('falls back to the default origin when Host is not a plain host and port', () => {
    const config = { publicUrl: 'http://localhost:3000', publicUrlSet: false };
    for (const host of ['evil.example/path', 'user@evil.example', 'evil.example?x=1', ''])
      expect(shopperOrigin(config, { ...request, host })).toBe('http://localhost:3000');
  });
});

describe('production without PUBLIC_URL', () => {
  it('refuses to start and says why in one line', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DEMO_SIZE: 'none' };
    delete env.PUBLIC_URL;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      missingPublicUrl({ nodeEnv: 'production', publicUrlSet: false }),
    );
    expect(run.stderr.trim()).toMatch(/^PUBLIC_URL is required with NODE_ENV=production: .+$/);
  });
});
