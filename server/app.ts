import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import { existsSync } from 'node:fs';
import type { AppConfig } from './config';
import type { Db } from './lib/db/types';
import { API_NOT_FOUND, notFound, registerErrorHandling } from './lib/errors';
import { addOpenApiSchemas, loadOpenApi } from './lib/openapi';
import { validationOptions } from './lib/validation';
import { registerApiDocs } from './lib/http/apiDocs';
import { registerCsrfProtection } from './lib/http/csrf';
import { registerSpaAssets } from './lib/http/spaAssets';
import { sessionPlugin, userRoutes } from './modules/session';
import { pageRoutes } from './modules/page';
import { basketRoutes } from './modules/basket';
import { favoritesRoutes } from './modules/favorites';
import { locationRoutes } from './modules/location';
import { menuRoutes } from './modules/menu';
import { imagesRoutes } from './modules/images';
import { productRoutes } from './modules/product';
import { searchRoutes } from './modules/search';
import { listsRoutes } from './modules/lists';
import { catalogRoutes } from './modules/catalog';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Feature modules, each a plugin that adds its routes with `route(app, operationId, handler)`
 * (server/lib/openapi.ts). Add a module with one line here, in this order:
 * basket, favorites, location/phone, menu, images, admin/*, and the page protocol LAST,
 * because it owns the catch-all `/*`.
 */
const modules: FastifyPluginAsync[] = [
  userRoutes,
  basketRoutes,
  favoritesRoutes,
  locationRoutes,
  menuRoutes,
  imagesRoutes,
  productRoutes,
  searchRoutes,
  listsRoutes,
  catalogRoutes,
  pageRoutes,
];

/**
 * Fastify's default (10 s) fails the start when a plugin's own start-up work is slow, and the
 * catalogue plugin reads the whole catalogue into its index: measured 12–13 s on the full demo on
 * the shared 2-core machine (docs/benchmarks.md, "npm start on a clean clone"). A hung plugin
 * still fails the start, only later.
 */
const PLUGIN_TIMEOUT_MS = 120_000;

/** Builds the whole server; tests call it with `app.inject()`, server/main.ts listens on it. */
export async function buildApp({
  db,
  config,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    ...validationOptions,
  });
  app.decorate('db', db);
  app.decorate('config', config);

  const openapi = await loadOpenApi();
  app.decorate('openapi', openapi);
  addOpenApiSchemas(app, openapi);
  registerErrorHandling(app);

  await app.register(cookie);
  registerCsrfProtection(app);
  await app.register(sessionPlugin);
  await registerApiDocs(app, openapi);

  for (const module of modules) await app.register(module);
  // Unknown API calls answer JSON 404 even though the page protocol owns the catch-all `/*`.
  app.all('/api/*', async () => {
    throw notFound(API_NOT_FOUND);
  });

  if (config.spaDir && existsSync(config.spaDir)) await registerSpaAssets(app, config.spaDir);
  return app;
}
