import type { FastifyInstance } from 'fastify';
import { productImageSvg } from './productImageSvg';

const FILE = /^([1-9]\d{0,1})\.svg$/;
const MAX_IMAGES = 10;

/**
 * GET /images/products/{productId}/{n}.svg — the demo artwork of image n (1-based) of a product
 * (products.images says how many a product has). The picture never changes for a given url,
 * so it is cached for a year.
 */
export default async function imagesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { productId: string; file: string } }>(
    '/images/products/:productId/:file',
    async (request, reply) => {
      const productId = Number(request.params.productId);
      const n = Number(FILE.exec(request.params.file)?.[1]);
      if (!Number.isSafeInteger(productId) || productId < 1 || !(n >= 1 && n <= MAX_IMAGES)) {
        return reply
          .code(404)
          .send({ error: { code: 'NOT_FOUND', message: 'Изображение не найдено' } });
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(productImageSvg(productId, n));
    },
  );
}
