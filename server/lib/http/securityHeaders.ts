import type { FastifyInstance } from 'fastify';
import { counterNames, type CounterName } from '../../config';

type Directive = 'script-src' | 'img-src' | 'connect-src' | 'frame-src';

/**
 * What each counter of src/features/metrics/loadCounters.ts loads and talks to: its loader's
 * script host plus the hosts its vendor's CSP notes list. Only configured counters get in.
 */
const COUNTER_SOURCES: Record<CounterName, Partial<Record<Directive, string[]>>> = {
  tagManager: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
  },
  socialRetargeting: {
    'script-src': ['https://vk.com'],
    'img-src': ['https://vk.com'],
    'connect-src': ['https://vk.com'],
  },
  mailCounter: {
    'script-src': ['https://top-fwz1.mail.ru'],
    'img-src': ['https://top-fwz1.mail.ru'],
    'connect-src': ['https://top-fwz1.mail.ru'],
  },
  headerBidding: {
    'script-src': ['https://yandex.ru', 'https://an.yandex.ru', 'https://yastatic.net'],
    'img-src': ['https://*.yandex.ru', 'https://*.yandex.net'],
    'connect-src': ['https://*.yandex.ru'],
    'frame-src': ['https://*.yandex.ru', 'https://yastatic.net'],
  },
  webAnalytics: {
    'script-src': ['https://mc.yandex.ru', 'https://yastatic.net'],
    'img-src': ['https://mc.yandex.ru'],
    'connect-src': ['https://mc.yandex.ru'],
    'frame-src': ['blob:', 'https://mc.yandex.ru'],
  },
  liveChat: {
    'script-src': ['https://code.jivo.ru'],
    'img-src': ['https://*.jivosite.com', 'https://*.jivo.ru'],
    'connect-src': ['https://*.jivosite.com', 'wss://*.jivosite.com', 'https://*.jivo.ru'],
    'frame-src': ['https://*.jivosite.com', 'https://*.jivo.ru'],
  },
};

/** HSTS for a year, sent on https responses only: over plain http it would mean nothing. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every response: the shop's own origin plus the configured
 * counters. Scripts come only from there: no inline script runs. Styles may be inline:
 * styled-components writes `<style>` elements (into the server's markup and at run time) and
 * React `style` attributes. A per-answer nonce for them would make every page's HTML unique, so
 * no page could be cached compressed (docs/decisions.md, "Server rendering").
 */
function contentSecurityPolicy(counters: readonly CounterName[]): string {
  const extra = (directive: Directive) => [
    ...new Set(counters.flatMap((name) => COUNTER_SOURCES[name][directive] ?? [])),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...extra('script-src')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra('img-src')]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extra('connect-src')]],
    ['frame-src', ["'self'", ...extra('frame-src')]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Issue 9.12: every response says what the browser may load and run (CSP), not to guess types
 * (nosniff), not to be framed (`frame-ancestors 'none'`, and X-Frame-Options for old browsers),
 * to send only the origin to other sites, and over https to stay on https (HSTS).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const counters = counterNames(app.config.counters);
  const policy = contentSecurityPolicy(counters);
  app.addHook('onRequest', async (request, reply) => {
    reply
      .header('content-security-policy', policy)
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
