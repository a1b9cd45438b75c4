import type { Db } from '../../lib/db/types';
import { loadCatalogRows } from './snapshotQueries';
import { CatalogSnapshot } from './catalogSnapshot';

/** Writers NOTIFY it after changing products, prices, sections or filter settings. */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/**
 * Tells every server process that the catalogue changed (products, prices, sections, filter or
 * SEO settings): each rebuilds its index in the background and swaps it in when ready. Call it
 * after the writing transaction has committed.
 */
export function notifyCatalogChanged(db: Db): Promise<void> {
  return db.notify(CATALOG_CHANGED_CHANNEL, '');
}

export async function buildSnapshot(db: Db): Promise<CatalogSnapshot> {
  return new CatalogSnapshot(await loadCatalogRows(db));
}

/**
 * The catalogue index of one server process (ARCHITECTURE §5): built at start, rebuilt when a
 * `catalog_changed` notification arrives. Pages keep reading the old snapshot until the new one is
 * complete; notifications that arrive during a rebuild cause exactly one more rebuild.
 */
export class CatalogIndex {
  private rebuilding: Promise<void> | null = null;
  private stale = false;

  private constructor(
    private readonly db: Db,
    private snapshot: CatalogSnapshot,
    private readonly onSwap: () => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  static async open(
    db: Db,
    {
      onSwap = () => {},
      onError = () => {},
    }: { onSwap?: () => void; onError?: (error: unknown) => void } = {},
  ): Promise<CatalogIndex> {
    return new CatalogIndex(db, await buildSnapshot(db), onSwap, onError);
  }

  current(): CatalogSnapshot {
    return this.snapshot;
  }

  /** Schedules a rebuild; resolves when the index reflects everything notified so far. */
  rebuild(): Promise<void> {
    this.stale = true;
    this.rebuilding ??= this.rebuildWhileStale().finally(() => {
      this.rebuilding = null;
    });
    return this.rebuilding;
  }

  /** Resolves once no rebuild is pending (tests and benchmarks wait on it). */
  settled(): Promise<void> {
    return this.rebuilding ?? Promise.resolve();
  }

  private async rebuildWhileStale(): Promise<void> {
    while (this.stale) {
      this.stale = false;
      try {
        this.snapshot = await buildSnapshot(this.db);
        this.onSwap();
      } catch (error) {
        // The old snapshot keeps serving; the next notification tries again.
        this.onError(error);
      }
    }
  }
}
