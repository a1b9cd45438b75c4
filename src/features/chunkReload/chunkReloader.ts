/**
 * After a failed chunk load the page reloads at most once in this window.
 * @internal exported for a test only
 */
export const CHUNK_RELOAD_GUARD_MS = 60000;

/**
 * sessionStorage key: when this tab last reloaded because a chunk failed to load.
 * @internal exported for a test only
 */
export const CHUNK_RELOAD_AT_KEY = 'chunkReloadAt';

interface ChunkReloaderDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

export interface ChunkReloader {
  /**
   * Call when a page chunk failed to load. Returns true when the page is being reloaded (wait for
   * it), false when the error should be shown instead.
   */
  reloadOnce(): boolean;
}

/**
 * Spec §4 / R-NAV-4: a failed chunk (usually a new deploy removed the old files) reloads the page
 * once; a second failure within CHUNK_RELOAD_GUARD_MS shows the error instead of looping. The
 * guard lives in sessionStorage so it survives the reload but not the tab.
 * @internal exported for a test only
 */
export function createChunkReloader({ storage, now, reload }: ChunkReloaderDeps): ChunkReloader {
  let reloading = false;
  return {
    reloadOnce() {
      // Several chunks of one navigation may fail together: they all wait for the same reload.
      if (reloading) return true;
      const lastReloadAt = Number(storage.getItem(CHUNK_RELOAD_AT_KEY));
      if (lastReloadAt && now() - lastReloadAt < CHUNK_RELOAD_GUARD_MS) return false;
      storage.setItem(CHUNK_RELOAD_AT_KEY, String(now()));
      reloading = true;
      reload();
      return true;
    },
  };
}

let browserReloader: ChunkReloader | null = null;

/** The tab's reloader (one per page, so concurrent failures share its reload). */
export function browserChunkReloader(): ChunkReloader {
  browserReloader ??= createChunkReloader({
    storage: window.sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
  });
  return browserReloader;
}
