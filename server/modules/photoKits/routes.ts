import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheForEveryone } from '../../lib/http/cacheControl';
import { withFormPosts } from '../../lib/http/formPosts';
import { route } from '../../lib/openapi';
import { runRegularly } from '../../lib/upkeep';
import { notFound } from '../../lib/errors';
import { basketInfo } from '../basket';
import { currentLocationId } from '../location';
import { claimShopper } from '../session';
import { ChartPool, ChartsOverloaded, OVERLOADED_RETRY_AFTER_SECONDS } from './chartPool';
import { PHOTO_KIT_NOT_FOUND } from './messages';
import { PHOTO_MEDIA_TYPES, readStoredPhoto } from './photoStore';
import { findViewableKit, type KitViewer, type StoredKitRow } from './queries';
import { addPhotoKit, photoKitOffer, photoKitPalette, storedChart } from './service';
import { fillPalette, sweepOrphanKits, ORPHAN_SWEEP_INTERVAL_MS } from './upkeep';
import { limitPhotoUploads, photoUploads, uploadedPhoto } from './upload';

declare module 'fastify' {
  interface FastifyInstance {
    /** The workers that decode photos and draw charts (issues 16, 22), shared with the staff calls. */
    photoKitCharts: ChartPool;
  }
}

/** The palette changes only with a new engine version; a short max-age lets a deploy through soon. */
const PALETTE_MAX_AGE_SECONDS = 300;
/** A kit's pictures never change, but only their owners may keep them. */
const KIT_PICTURE_CACHE = 'private, max-age=86400';

/**
 * Issue 16: photo kits. The offer and palette for the constructor, a kit's preview and photo for
 * its owners and staff, and the add to the basket (a multipart form with the photo). A plugin
 * without encapsulation (fastify-plugin), so the staff's order calls reach the chart worker.
 */
export const photoKitsRoutes = fp(
  async (app: FastifyInstance) => {
    const charts = new ChartPool(app.config.photoCharts);
    app.decorate('photoKitCharts', charts);
    app.addHook('onClose', () => charts.close());
    // Any call that waits for a chart, the staff's pattern download too.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof ChartsOverloaded)
        reply.header('retry-after', String(OVERLOADED_RETRY_AFTER_SECONDS));
    });
    await fillPalette(app.db);
    runRegularly(app, 'photo kits: sweeping kits nobody holds', ORPHAN_SWEEP_INTERVAL_MS, () =>
      sweepOrphanKits(app.db, app.config.dataDir),
    );

    route(app, 'getPhotoKitOffer', async (request) => ({
      result: await photoKitOffer(app.db, currentLocationId(request), request.query.productId),
    }));

    route(app, 'getPhotoKitPalette', async (_request, reply) => {
      const result = await photoKitPalette(app.db);
      cacheForEveryone(reply, PALETTE_MAX_AGE_SECONDS);
      return { result };
    });

    route(app, 'getPhotoKitPreview', async (request, reply) => {
      const kit = await requireViewableKit(request, request.params.photoKitId);
      const png = await charts.picture(storedChart(kit), 'preview');
      return reply.type('image/png').header('cache-control', KIT_PICTURE_CACHE).send(png);
    });

    route(app, 'getPhotoKitPhoto', async (request, reply) => {
      const kit = await requireViewableKit(request, request.params.photoKitId);
      const photo = await readStoredPhoto(app.config.dataDir, kit.photo_file);
      return reply
        .type(PHOTO_MEDIA_TYPES[kit.photo_type])
        .header('cache-control', KIT_PICTURE_CACHE)
        .send(photo);
    });

    await app.register(
      withFormPosts(async (forms) => {
        forms.addHook('onRequest', limitPhotoUploads);
        // Before the schema: a form without the file is told to choose a photo, not that a
        // field is missing.
        forms.addHook('preValidation', async (request) => void uploadedPhoto(request));
        route(forms, 'addPhotoKitToBasket', async (request, reply) => {
          const owner = await claimShopper(request, reply);
          const locationId = currentLocationId(request);
          await addPhotoKit(
            { db: app.db, dataDir: app.config.dataDir, charts },
            {
              owner,
              sessionId: request.session.id,
              userId: request.session.user?.id ?? null,
              locationId,
            },
            request.body,
            uploadedPhoto(request),
          );
          return { result: await basketInfo(app.db, owner, locationId) };
        });
      }, photoUploads),
    );

    async function requireViewableKit(
      request: FastifyRequest,
      kitId: number,
    ): Promise<StoredKitRow> {
      const kit = await findViewableKit(app.db, kitId, viewerOf(request));
      if (!kit) throw notFound(PHOTO_KIT_NOT_FOUND);
      return kit;
    }
  },
  { name: 'photoKits', dependencies: ['session'] },
);

function viewerOf(request: FastifyRequest): KitViewer {
  const { id, user } = request.session;
  return {
    sessionId: id,
    userId: user?.id ?? null,
    staff: user !== null && (user.isAdmin || user.isEditor),
  };
}
