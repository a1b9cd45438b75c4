import { lazy, type ComponentType } from 'react';
import { browserChunkReloader, type ChunkReloader } from './chunkReloader';

/**
 * `React.lazy` for route modules (R-NAV-4): if the chunk fails to load, the page reloads once
 * (the Suspense fallback stays up meanwhile); a repeated failure inside the guard window rejects,
 * so the route's error boundary shows it.
 */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  // Asked for only when a chunk fails: route modules are also imported by the server renderer,
  // which has no window.
  reloader: () => ChunkReloader = browserChunkReloader,
) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (reloader().reloadOnce()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}

/**
 * Vite fires `vite:preloadError` when a dynamic import's dependencies fail to preload. Cancelling
 * the event while the page reloads stops Vite from throwing; otherwise the error goes on to the
 * importer. Returns the function that removes the listener.
 */
export function reloadOnPreloadError(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  reloader: ChunkReloader = browserChunkReloader(),
): () => void {
  const onPreloadError = (event: Event) => {
    if (reloader.reloadOnce()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
