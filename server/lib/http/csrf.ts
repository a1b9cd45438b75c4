import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

/**
 * CSRF protection: every state-changing request must carry `X-Requested-With: XMLHttpRequest`.
 * A cross-site form or a no-cors fetch cannot set a custom header, and a cross-site fetch that
 * sets one needs a CORS preflight this server never grants. The front end's base query sends it
 * (src/features/api/baseApi.ts); tests send it with `csrfHeaders`.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_MESSAGE =
  'Запрос отклонён из соображений безопасности. Обновите страницу и попробуйте снова.';

export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw forbidden(CSRF_MESSAGE, 'CSRF');
  });
}
