export { lazyWithReload, reloadOnPreloadError } from './lazyWithReload';
export { createChunkReloader, CHUNK_RELOAD_AT_KEY, type ChunkReloader } from './chunkReloader';
