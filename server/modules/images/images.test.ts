import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImageSvg } from './productImageSvg';
import imagesRoutes from './routes';

const app = Fastify();
beforeAll(async () => {
  await app.register(imagesRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe('product image artwork', () => {
  it('is the same picture for the same product and image number, and differs between images', () => {
    expect(productImageSvg(42, 1)).toBe(productImageSvg(42, 1));
    expect(productImageSvg(42, 1)).not.toBe(productImageSvg(42, 2));
    expect(productImageSvg(42, 1)).not.toBe(productImageSvg(43, 1));
    expect(productImageSvg(42, 1)).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 400"/,
    );
  });

  it('serves GET /images/products/:id/:n.svg as cacheable SVG', async () => {
    const response = await app.inject('/images/products/42/2.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(productImageSvg(42, 2));
  });

  it('answers 404 for a bad product id or image number', async () => {
    for (const url of [
      '/images/products/0/1.svg',
      '/images/products/abc/1.svg',
      '/images/products/1/0.svg',
      '/images/products/1/1.png',
    ]) {
      expect((await app.inject(url)).statusCode).toBe(404);
    }
  });
});
