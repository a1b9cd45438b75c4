import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sep } from 'node:path';

const HASHED_ASSETS_DIR = `${sep}assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files of the build that production does not serve (issue 9.12): source maps (the readable
 * sources) and the mock API's service worker, which Storybook and development use.
 */
const DEVELOPMENT_ONLY = ['**/*.map', 'mockServiceWorker.js'];

/**
 * The `.br`/`.gz` copies scripts/precompress.mjs writes beside the text files: sent in place of
 * the file for a matching `Accept-Encoding` (`preCompressed`), never under their own names.
 */
const PRECOMPRESSED = ['**/*.br', '**/*.gz'];

/** The server renderer's bundle (scripts/build.mjs): the server imports it, nobody downloads it. */
const SERVER_RENDERER = ['ssr/**'];

/**
 * Serves the files of the built SPA. Vite puts content-hashed files under `assets/`, so they are
 * cached for a year; other files (favicon, robots.txt) are revalidated. One route per file is
 * registered at start (`wildcard: false`), which leaves the catch-all `/*` to the page protocol
 * module; it also renders the HTML shell, so `index.html` is not served as `/`. A text file
 * without a precompressed copy (a small one) is compressed per request by server/lib/http/compression.ts.
 */
export async function registerSpaAssets(
  app: FastifyInstance,
  root: string,
  production: boolean,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: [
      'index.html',
      ...PRECOMPRESSED,
      ...SERVER_RENDERER,
      ...(production ? DEVELOPMENT_ONLY : []),
    ],
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes(HASHED_ASSETS_DIR) ? IMMUTABLE : 'no-cache');
    },
  });
}
