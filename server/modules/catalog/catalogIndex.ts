import { EventEmitter } from 'node:events';
import type { Db } from '../../lib/db/types';
import { loadCatalogRows, loadPresentationRows, loadRelations } from './snapshotQueries';
import { CatalogSnapshot } from './catalogSnapshot';

/**
 * What changed, so that the index reads again only that (issue 24 point 1):
 * - `presentation`: filter settings, binds, switched-off properties, filter SEO items, the
 *   sections left out of the Yandex Market feed (its file is kept per snapshot);
 * - `sectionMembers`: which products a section lists (applied section relations);
 * - `products`: products, their values and prices;
 * - `all`: anything, sections included (the CSV import).
 */
export const CATALOG_CHANGES = ['presentation', 'sectionMembers', 'products', 'all'] as const;
export type CatalogChange = (typeof CATALOG_CHANGES)[number];

/** @internal exported for a test only */
export async function buildSnapshot(db: Db): Promise<CatalogSnapshot> {
  return CatalogSnapshot.fromRows(await loadCatalogRows(db));
}

/**
 * The next snapshot after `changes`: products (or anything) changed means a whole build; a
 * relation or presentation change reads only its tables and shares the rest with `current`.
 */
async function nextSnapshot(
  db: Db,
  current: CatalogSnapshot,
  changes: ReadonlySet<CatalogChange>,
): Promise<CatalogSnapshot> {
  if (changes.has('all') || changes.has('products')) return buildSnapshot(db);
  let next = current;
  if (changes.has('sectionMembers')) next = next.withRelations(await loadRelations(db));
  if (changes.has('presentation')) next = next.withPresentation(await loadPresentationRows(db));
  return next;
}

interface CatalogIndexEvents {
  /** A new snapshot serves: whatever was derived from the old one is out of date. */
  swapped: [];
  /** A rebuild failed; the old snapshot keeps serving. */
  rebuildFailed: [error: unknown];
}

/**
 * The catalogue index of one server process (ARCHITECTURE §5): built at start, updated when the
 * catalogue changes (catalogChanges.ts). Pages keep reading the old snapshot until the new one is
 * complete; changes that arrive during an update cause exactly one more update, of all of them.
 */
export class CatalogIndex extends EventEmitter<CatalogIndexEvents> {
  private updating: Promise<void> | null = null;
  private pending = new Set<CatalogChange>();
  /** Changes whose update failed: the next update applies them too. */
  private missed = new Set<CatalogChange>();

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
   * Schedules an update for `what`; resolves (never rejects) when the index reflects everything
   * asked so far. Say that the catalogue changed with catalogChanged (catalogChanges.ts).
   */
  update(what: CatalogChange): Promise<void> {
    this.pending.add(what);
    for (const change of this.missed) this.pending.add(change);
    this.missed.clear();
    this.updating ??= this.updateWhilePending().finally(() => {
      this.updating = null;
    });
    return this.updating;
  }

  /** A whole rebuild, for tests that change rows behind the shop's back. */
  rebuild(): Promise<void> {
    return this.update('all');
  }

  /** Resolves once no update is pending (tests and benchmarks wait on it). */
  settled(): Promise<void> {
    return this.updating ?? Promise.resolve();
  }

  private async updateWhilePending(): Promise<void> {
    while (this.pending.size > 0) {
      const changes = this.pending;
      this.pending = new Set();
      try {
        this.snapshot = await nextSnapshot(this.db, this.snapshot, changes);
        this.emit('swapped');
      } catch (error) {
        // The old snapshot keeps serving; the next change tries these again.
        for (const change of changes) this.missed.add(change);
        this.emit('rebuildFailed', error);
      }
    }
  }
}
