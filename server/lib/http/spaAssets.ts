import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sep } from 'node:path';

const HASHED_ASSETS_DIR = `${sep}assets${sep}`;

/**
 * Serves the files of the built SPA. Vite puts content-hashed files under `assets/`, so they are
 * cached for a year; other files (favicon, robots.txt) are revalidated. One route per file is
 * registered at start (`wildcard: false`), which leaves the catch-all `/*` to the page protocol
 * module; it also renders the HTML shell, so `index.html` is not served as `/`.
 */
export async function registerSpaAssets(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    globIgnore: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes(HASHED_ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
