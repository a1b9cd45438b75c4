import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import { existsSync } from 'node:fs';
import type { AppConfig } from './config';
import type { Db } from './lib/db/types';
import {
  answerClientError,
  answerFrameworkError,
  API_NOT_FOUND,
  notFound,
  registerErrorHandling,
} from './lib/errors';
import { addOpenApiSchemas, loadOpenApi } from './lib/openapi';
import { validationOptions } from './lib/validation';
import { registerApiDocs } from './lib/http/apiDocs';
import { registerCsrfProtection } from './lib/http/csrf';
import { registerHealthChecks } from './lib/http/health';
import { registerRateLimits } from './lib/http/rateLimit';
import {
  literalUnsafePath,
  registerRequestBounds,
  SHOP_BODY_LIMIT,
} from './lib/http/requestBounds';
import { vacuumEmbeddedRegularly } from './lib/db/vacuum';
import { watchDiskSpace } from './lib/diskWatch';
import { closeOnlyIdleSockets, timeoutOptions, type ServerTimeouts } from './lib/http/timeouts';
import { registerSpaAssets } from './lib/http/spaAssets';
import { registerCompression } from './lib/http/compression';
import { registerSecurityHeaders } from './lib/http/securityHeaders';
import { registerMailer } from './lib/mail';
import type { ServiceDeps } from './lib/serviceDeps';
import { sessionPlugin } from './modules/session';
import { userRoutes } from './modules/user/routes';
import { accountPages, type PageRoute } from './modules/page';
import { pageRoutes } from './modules/page/routes';
import { basketRoutes } from './modules/basket/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { paymentRoutes } from './modules/payment/routes';
import { favoritesRoutes } from './modules/favorites/routes';
import { locationRoutes } from './modules/location/routes';
import { menuRoutes } from './modules/menu/routes';
import imagesRoutes from './modules/images/routes';
import { productRoutes } from './modules/product/routes';
import { searchPages, searchRoutes } from './modules/search/routes';
import { listsPages, listsRoutes } from './modules/lists/routes';
import { productPages, sectionPages, type CatalogIndex } from './modules/catalog';
import { catalogRoutes } from './modules/catalog/routes';
import { adminRoutes } from './modules/admin/routes';
import { personalRoutes } from './modules/personal/routes';
import { photoKitsRoutes } from './modules/photoKits/routes';
import { stockNoticeRoutes } from './modules/stockNotices/routes';
import { GUEST_CALLS } from './guestCalls';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** What the modules' services are given (they never take the Fastify instance). */
    deps: ServiceDeps;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Tests shorten the limits on slow clients; the server runs with SERVER_TIMEOUTS. */
  timeouts?: ServerTimeouts;
  /** The page kinds of the page protocol, from the shop's own (shopPages); tests add theirs. */
  pages?: (shop: readonly PageRoute[]) => readonly PageRoute[];
}

/**
 * Feature modules, each a plugin that adds its routes with `route(app, operationId, handler)`
 * (server/lib/openapi.ts). Add a module with one line here, in this order: user, basket,
 * checkout, payment, personal, favorites, location/phone, menu, images, product, search, lists, catalog,
 * photo kits (before admin/*: the staff's order calls draw kit patterns with its worker), admin/* (the
 * staff tools, server/modules/admin). The page protocol is registered after
 * them (buildApp), because it owns the catch-all `/*`.
 */
const modules: FastifyPluginAsync[] = [
  userRoutes,
  basketRoutes,
  checkoutRoutes,
  paymentRoutes,
  personalRoutes,
  favoritesRoutes,
  locationRoutes,
  menuRoutes,
  imagesRoutes,
  productRoutes,
  searchRoutes,
  listsRoutes,
  catalogRoutes,
  photoKitsRoutes,
  stockNoticeRoutes,
  adminRoutes,
];

/**
 * The page kinds the page protocol answers, asked in this order: the first whose matcher fits a
 * url answers it (the gift certificates of the lists module before the catalogue's `/shop/`).
 * The catalogue's kinds read the app's own index.
 */
const shopPages = (catalog: CatalogIndex): readonly PageRoute[] => [
  ...productPages(catalog),
  ...searchPages,
  ...listsPages,
  ...sectionPages(catalog),
  ...accountPages,
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
  timeouts,
  pages = (shop) => shop,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    bodyLimit: SHOP_BODY_LIMIT,
    rewriteUrl: literalUnsafePath,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A request that arrives while the server closes is answered as usual (with `Connection:
    // close`), rather than with Fastify's English 503.
    return503OnClosing: false,
    ...timeoutOptions(timeouts),
    ...validationOptions,
  });
  closeOnlyIdleSockets(app.server);
  app.decorate('db', db);
  app.decorate('config', config);
  registerMailer(app);
  app.decorate('deps', { db, config, mailer: app.mailer, log: app.log } satisfies ServiceDeps);

  const openapi = await loadOpenApi();
  app.decorate('openapi', openapi);
  addOpenApiSchemas(app, openapi);
  registerErrorHandling(app);
  registerRequestBounds(app);
  // Before every hook that may touch the database or count requests (session, limits).
  registerHealthChecks(app);
  registerSecurityHeaders(app);
  registerRateLimits(app);
  vacuumEmbeddedRegularly(app);
  watchDiskSpace(app);
  await registerCompression(app);

  await app.register(cookie);
  registerCsrfProtection(app);
  await app.register(sessionPlugin);
  await registerApiDocs(app, openapi);

  for (const module of modules) await app.register(module);
  await app.register(pageRoutes, {
    pages: pages(shopPages(app.catalogIndex)),
    guestCalls: GUEST_CALLS,
  });
  // Unknown API calls answer JSON 404 even though the page protocol owns the catch-all `/*`.
  app.all('/api/*', async () => {
    throw notFound(API_NOT_FOUND);
  });

  if (config.spaDir && existsSync(config.spaDir)) {
    await registerSpaAssets(app, config.spaDir, config.nodeEnv === 'production');
  }
  return app;
}
