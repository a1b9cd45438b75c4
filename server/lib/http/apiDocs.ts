import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenApiDocument } from '../openapi';

const API_DOCS_PREFIX = '/api/docs';

/**
 * The API reference at /api/docs, made from openapi.yaml as loaded at start. Swagger UI's assets
 * ship inside @fastify/swagger-ui, so the page works offline.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  document: OpenApiDocument,
): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: {
      // "Try it out" sends the CSRF header as the SPA does. The function runs in the browser
      // (Swagger UI serialises it as source), so it cannot use the constants of csrf.ts.
      requestInterceptor: (request) => {
        (request.headers as Record<string, string>)['X-Requested-With'] = 'XMLHttpRequest';
        return request;
      },
    },
  });
}
