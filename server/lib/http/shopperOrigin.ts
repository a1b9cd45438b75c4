import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { ServiceDeps } from '../serviceDeps';

/**
 * The origin of the links sent to this shopper: in mail, the payment provider's return and the
 * redirects after it (issue 26 point 6). PUBLIC_URL when set (production must set it); without it
 * (development) the address the shopper came by, so a shop opened at `http://127.0.0.1:3000`
 * brings its shopper back there, where the session cookie is, and not to `localhost`. Fastify
 * reads `X-Forwarded-Host`/`-Proto` only from a trusted proxy (TRUST_PROXY), else the `Host`
 * header; a Host that is not a plain host and port falls back to PUBLIC_URL's default.
 */
export function shopperOrigin(
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlSet'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  if (config.publicUrlSet) return config.publicUrl;
  const text = `${request.protocol}://${request.host}`;
  const url = URL.canParse(text) ? new URL(text) : null;
  const plainOrigin =
    url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return plainOrigin ? url.origin : config.publicUrl;
}

/** The app's service dependencies with `config.publicUrl` set to this shopper's origin. */
export function shopperDeps(app: FastifyInstance, request: FastifyRequest): ServiceDeps {
  const { deps } = app;
  return { ...deps, config: { ...deps.config, publicUrl: shopperOrigin(deps.config, request) } };
}
