import fp from 'fastify-plugin';
import { CATALOG_CHANGED_CHANNEL, CatalogIndex } from './catalogIndex';
import { attachCatalogIndex } from './indexRegistry';
import { registerSitemapRoutes } from './sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process catalogue index of this app (server/modules/catalog). */
    catalogIndex: CatalogIndex;
  }
}

/**
 * The catalogue (ARCHITECTURE §5): builds the index at start, rebuilds it when any process sends
 * `catalog_changed` (notifyCatalogChanged), serves the sitemap; its section pages
 * (sectionResolver.ts) are passed to the page protocol by the app.
 */
export const catalogRoutes = fp(
  async (app) => {
    const index = await CatalogIndex.open(app.db, {
      // Cached page JSON holds the old counts: drop this process's copies once the new index serves.
      onSwap: () => {
        if (app.hasDecorator('pageService')) app.pageService.invalidate();
      },
      onError: (error) => app.log.error({ err: error }, 'catalogue index rebuild failed'),
    });
    const detach = attachCatalogIndex(app.db, index);
    app.decorate('catalogIndex', index);
    const unlisten = await app.db.listen(CATALOG_CHANGED_CHANNEL, () => void index.rebuild());
    app.addHook('onClose', async () => {
      await unlisten();
      await index.settled();
      detach();
    });
    registerSitemapRoutes(app, index);
  },
  { name: 'catalog' },
);
