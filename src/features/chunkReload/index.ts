export { lazyWithReload, reloadOnPreloadError } from './lazyWithReload';
export { createChunkReloader, CHUNK_RELOAD_AT_KEY, CHUNK_RELOAD_GUARD_MS } from './chunkReloader';
