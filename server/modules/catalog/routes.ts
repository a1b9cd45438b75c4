import fp from 'fastify-plugin';
import { CatalogChanges } from './catalogChanges';
import { CatalogIndex } from './catalogIndex';
import { registerSitemapRoutes } from './sitemap';
import { registerYandexMarketRoute } from './yandexMarketRoute';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process catalogue index of this app (server/modules/catalog). */
    catalogIndex: CatalogIndex;
    /** How catalogue changes reach this app: say one with catalogChanged (catalogChanges.ts). */
    catalogChanges: CatalogChanges;
  }
}

/**
 * The catalogue (ARCHITECTURE §5): builds the index at start, rebuilds it on every catalogue
 * change made here or in another process (catalogChanged), serves the sitemap and the Yandex
 * Market feed; its section pages
 * (sectionResolver.ts) are passed to the page protocol by the app.
 */
export const catalogRoutes = fp(
  async (app) => {
    const index = await CatalogIndex.open(app.db);
    // Cached page JSON holds the old counts and texts: this process drops it once per new
    // snapshot, when the snapshot serves (the sitemap's files are kept per snapshot anyway).
    index.on('swapped', () => {
      if (app.hasDecorator('pageService')) app.pageService.invalidate();
    });
    index.on('rebuildFailed', (error) =>
      app.log.error({ err: error }, 'catalogue index rebuild failed'),
    );
    const changes = new CatalogChanges(app.db, index);
    app.decorate('catalogIndex', index);
    app.decorate('catalogChanges', changes);
    const unlisten = await changes.listen();
    app.addHook('onClose', async () => {
      await unlisten();
      await index.settled();
    });
    registerSitemapRoutes(app, index);
    registerYandexMarketRoute(app, index);
  },
  { name: 'catalog' },
);
