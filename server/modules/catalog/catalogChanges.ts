import { randomUUID } from 'node:crypto';
import type { Db } from '../../lib/db/types';
import type { CatalogIndex } from './catalogIndex';

/** PostgreSQL only: every process LISTENs on it for the other processes' changes. */
const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/**
 * What changed, so that later work can rebuild less (today every kind rebuilds the whole index):
 * - `presentation`: filter settings, binds, switched-off properties, filter SEO items;
 * - `sectionMembers`: which products a section lists (applied section relations);
 * - `products`: products, their values and prices;
 * - `all`: anything, sections included (the CSV import).
 */
const CHANGES = ['presentation', 'sectionMembers', 'products', 'all'] as const;
export type CatalogChange = (typeof CHANGES)[number];
const isChange = (what: unknown): what is CatalogChange =>
  (CHANGES as readonly unknown[]).includes(what);

/** A NOTIFY payload: the sending process and what changed. */
interface Notice {
  from: string;
  what: CatalogChange;
}

/** A payload this version cannot read (another version's, say) counts as a change of anything. */
function readNotice(payload: string): Notice {
  try {
    const { from, what } = JSON.parse(payload) as Partial<Notice>;
    return {
      from: typeof from === 'string' ? from : '',
      what: isChange(what) ? what : 'all',
    };
  } catch {
    return { from: '', what: 'all' };
  }
}

/**
 * How the catalogue changes reach one server process (ARCHITECTURE §5, issue 23 point 5). A change
 * made here is applied here once (one rebuild of the index; the caches fed by it are dropped when
 * the new snapshot serves, catalog/routes.ts) and, on PostgreSQL, announced to the other processes
 * with this process's id; a process ignores its own announcement, which PostgreSQL delivers to it
 * too. The embedded database belongs to one process: there is nobody to tell.
 */
export class CatalogChanges {
  private readonly id = randomUUID();
  private readonly shared: boolean;

  constructor(
    private readonly db: Db,
    private readonly index: CatalogIndex,
  ) {
    this.shared = db.engine === 'postgres';
  }

  /** Hears the other processes' changes; resolves to the unsubscribe. */
  async listen(): Promise<() => Promise<void>> {
    if (!this.shared) return async () => {};
    return this.db.listen(CATALOG_CHANGED_CHANNEL, (payload) => {
      if (readNotice(payload).from !== this.id) void this.index.rebuild();
    });
  }

  /** Resolves once this process shows the change; the others follow as soon as they hear it. */
  async changed(what: CatalogChange): Promise<void> {
    // Started before the notice goes out: this process and the others rebuild side by side.
    const here = this.index.rebuild();
    if (this.shared) {
      const notice: Notice = { from: this.id, what };
      await this.db.notify(CATALOG_CHANGED_CHANNEL, JSON.stringify(notice));
    }
    await here;
  }
}

/**
 * The one way to say that the catalogue changed (products, prices, sections, filter or SEO
 * settings, section relations): call it after the writing transaction has committed. It resolves
 * once this process's index and caches show the change, so the saving request's answer and the
 * next page agree with it; every other process follows on its own. `shop` holds this process's
 * CatalogChanges (the app: routes call it; it takes nothing else of Fastify).
 */
export function catalogChanged(
  shop: { catalogChanges: CatalogChanges },
  what: CatalogChange,
): Promise<void> {
  return shop.catalogChanges.changed(what);
}
