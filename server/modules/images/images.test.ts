import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { productPicturesDir } from '../../lib/productPictures';
import { productImageSvg } from './productImageSvg';
import imagesRoutes from './routes';

const dataDir = mkdtempSync(join(tmpdir(), 'images-test-'));
const app = Fastify();
beforeAll(async () => {
  app.decorate('config', { ...loadConfig({}), dataDir });
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

  it('serves an uploaded picture from the store with the type its name carries', async () => {
    const name = `${'ab'.repeat(32)}.webp`;
    const bytes = Buffer.from('RIFF\x04\0\0\0WEBP', 'latin1');
    mkdirSync(productPicturesDir(dataDir, 7), { recursive: true });
    writeFileSync(join(productPicturesDir(dataDir, 7), name), bytes);
    const response = await app.inject(`/images/products/7/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(bytes)).toBe(true);
    // Another product's folder has no such picture; a name that is no hash is never read.
    expect((await app.inject(`/images/products/8/${name}`)).statusCode).toBe(404);
    expect((await app.inject('/images/products/7/..%2F7.webp')).statusCode).toBe(404);
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
