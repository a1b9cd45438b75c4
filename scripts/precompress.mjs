// Writes `<file>.br` and `<file>.gz` beside every text file of the front-end build, so the server
// sends them as they are (server/lib/http/spaAssets.ts) instead of compressing per request: brotli
// at its best quality costs seconds per bundle, which only a build can afford. Run after
// `vite build` by `npm run build`, scripts/ensure-build.mjs and the e2e build.
// Usage: node scripts/precompress.mjs [outDir]   (default: SPA_DIR or dist)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILES = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const outDir = process.argv[2] || process.env.SPA_DIR || 'dist';
let written = 0;
for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT_FILES.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  // The server renderer's bundle (scripts/build.mjs) is imported, never sent.
  if (relative(outDir, file).startsWith(`ssr${sep}`)) continue;
  const body = await readFile(file);
  if (body.length < MIN_BYTES) continue;
  const variants = {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [extension, compressed] of Object.entries(variants)) {
    if (compressed.length >= body.length) continue;
    await writeFile(`${file}.${extension}`, compressed);
    written++;
  }
}
console.log(`Precompressed ${written} files in ${outDir}/.`);
