export { lazyWithReload, reloadOnPreloadError } from './lazyWithReload';
/** @internal exported for a test only */
export { CHUNK_RELOAD_GUARD_MS } from './chunkReloader';
