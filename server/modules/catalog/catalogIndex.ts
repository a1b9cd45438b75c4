import { EventEmitter } from 'node:events';
import type { Db } from '../../lib/db/types';
import { loadCatalogRows } from './snapshotQueries';
import { CatalogSnapshot } from './catalogSnapshot';

/** @internal exported for a test only */
export async function buildSnapshot(db: Db): Promise<CatalogSnapshot> {
  return new CatalogSnapshot(await loadCatalogRows(db));
}

interface CatalogIndexEvents {
  /** A new snapshot serves: whatever was derived from the old one is out of date. */
  swapped: [];
  /** A rebuild failed; the old snapshot keeps serving. */
  rebuildFailed: [error: unknown];
}

/**
 * The catalogue index of one server process (ARCHITECTURE §5): built at start, rebuilt when the
 * catalogue changes (catalogChanges.ts). Pages keep reading the old snapshot until the new one is
 * complete; changes that arrive during a rebuild cause exactly one more rebuild.
 */
export class CatalogIndex extends EventEmitter<CatalogIndexEvents> {
  private rebuilding: Promise<void> | null = null;
  private stale = false;

  private constructor(
    private readonly db: Db,
    private snapshot: CatalogSnapshot,
  ) {
    super();
  }

  static async open(db: Db): Promise<CatalogIndex> {
    return new CatalogIndex(db, await buildSnapshot(db));
  }

  current(): CatalogSnapshot {
    return this.snapshot;
  }

  /**
   * Schedules a rebuild; resolves (never rejects) when the index reflects everything asked so far.
   * Say that the catalogue changed with catalogChanged (catalogChanges.ts), not with this.
   */
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
        this.emit('swapped');
      } catch (error) {
        // The old snapshot keeps serving; the next change tries again.
        this.emit('rebuildFailed', error);
      }
    }
  }
}
