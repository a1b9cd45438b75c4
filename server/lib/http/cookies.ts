import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * Options for the shop's cookies: SameSite=Lax (sent on top-level navigation, not on cross-site
 * subrequests), whole site, and `Secure` when the request came over https (behind a proxy that
 * needs TRUST_PROXY, server/config.ts).
 */
export function cookieOptions(
  request: FastifyRequest,
  maxAgeSeconds: number,
): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}
