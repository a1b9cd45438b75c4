import type { FastifyInstance, FastifyReply } from 'fastify';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PICTURE_FILE,
  PICTURE_TYPES,
  productPicturesDir,
  type PictureExtension,
} from '../../lib/productPictures';
import { productImageSvg } from './productImageSvg';

const ARTWORK_FILE = /^([1-9]\d{0,1})\.svg$/;
const MAX_IMAGES = 10;
/** Every url names a picture that never changes: the artwork's number, an upload's hash. */
const CACHED_FOR_A_YEAR = 'public, max-age=31536000, immutable';

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Изображение не найдено' } });

/**
 * GET /images/products/{productId}/{file}: a product's picture.
 * - `{n}.svg`: the demo artwork of image n (1-based; products.images says how many it has);
 * - `{sha256}.{jpg|png|webp|gif}`: a picture uploaded for it (products.pictures, issue 28
 *   point 2), read from the store under DATA_DIR with the type its bytes were checked to be.
 * Neither changes for a given url, so both are cached for a year; anything else is 404.
 */
export default async function imagesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { productId: string; file: string } }>(
    '/images/products/:productId/:file',
    async (request, reply) => {
      const productId = Number(request.params.productId);
      const { file } = request.params;
      if (!Number.isSafeInteger(productId) || productId < 1) return notFound(reply);
      if (PICTURE_FILE.test(file)) return sendPicture(reply, app.config.dataDir, productId, file);
      const n = Number(ARTWORK_FILE.exec(file)?.[1]);
      if (!(n >= 1 && n <= MAX_IMAGES)) return notFound(reply);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', CACHED_FOR_A_YEAR)
        .send(productImageSvg(productId, n));
    },
  );
}

/** Streams a stored picture (up to 20 MB, so never read whole); 404 when there is none. */
async function sendPicture(
  reply: FastifyReply,
  dataDir: string,
  productId: number,
  file: string,
): Promise<FastifyReply> {
  const handle = await open(join(productPicturesDir(dataDir, productId), file)).catch(() => null);
  if (!handle) return notFound(reply);
  const size = await handle.stat().then(
    (stats) => stats.size,
    async (error: unknown) => {
      await handle.close();
      throw error;
    },
  );
  const extension = file.slice(file.lastIndexOf('.') + 1) as PictureExtension;
  return reply
    .header('content-type', PICTURE_TYPES[extension])
    .header('content-length', size)
    .header('cache-control', CACHED_FOR_A_YEAR)
    .send(handle.createReadStream());
}
