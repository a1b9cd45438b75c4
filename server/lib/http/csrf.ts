import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

/**
 * CSRF protection: every state-changing request must carry `X-Requested-With: XMLHttpRequest`.
 * A cross-site form or a no-cors fetch cannot set a custom header, and a cross-site fetch that
 * sets one needs a CORS preflight this server never grants. The front end's base query sends it
 * (src/features/api/baseApi.ts); tests send it with `csrfHeaders`.
 * @internal exported for a test only
 */
export const CSRF_HEADER = 'x-requested-with';
/** @internal exported for a test only */
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
/** @internal exported for a test only */
export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CSRF_MESSAGE =
  'Запрос отклонён из соображений безопасности. Обновите страницу и попробуйте снова.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for the few posts that no script of the shop sends and that defend themselves
     * otherwise: a payment provider's notification (its body is never trusted, the payment is
     * fetched again), a mail client's one-click unsubscribe (the link's token is the credential)
     * and a form that must work without JavaScript (it checks a token of its own).
     */
    csrfHeader?: boolean;
  }
}

export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrfHeader === false) return;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw forbidden(CSRF_MESSAGE, 'CSRF');
  });
}
